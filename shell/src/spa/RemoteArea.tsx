/**
 * The route element of a remote's area. The remote itself renders into the shell's content host (single-spa
 * application); this shows what the shell owes the user meanwhile: Loading while the code arrives, and an
 * ErrorPanel with Retry when the remote failed — only here, the rest of the page keeps working.
 */
import styled from 'styled-components';
import type { RemoteName } from 'shared-api';
import { ErrorPanel, Loading, SHARED_UI_NAMESPACE, useT } from 'shared-ui';
import { failureMessageKey } from 'shared-ui/parcel';
import { retryApplication } from './applications';
import { useRemoteFailures } from './failures';
import { useAppStatus } from './useAppStatus';

/**
 * Over the content area, not in its flow: the remote starts rendering while it mounts, and a Loading above it
 * would push its content down and then let it jump up (a layout shift) when it goes away.
 */
const Pending = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.xl};
  left: ${({ theme }) => theme.space.xl};
  right: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  pointer-events: none;
`;

const STARTING = ['NOT_LOADED', 'LOADING_SOURCE_CODE', 'NOT_BOOTSTRAPPED', 'BOOTSTRAPPING', 'NOT_MOUNTED', 'MOUNTING'];

export function RemoteArea({
  name,
  retry = retryApplication,
}: {
  name: RemoteName;
  retry?: (name: RemoteName) => Promise<void>;
}) {
  const ui = useT(SHARED_UI_NAMESPACE);
  const failure = useRemoteFailures((state) => state.failures[name]);
  const status = useAppStatus(name);

  if (failure) {
    return <ErrorPanel message={ui(failureMessageKey(failure.reason))} onRetry={() => void retry(name)} />;
  }
  if (status === null || STARTING.includes(status))
    return (
      <Pending>
        <Loading label={ui('loading')} />
      </Pending>
    );
  return null;
}
