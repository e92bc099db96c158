/**
 * A render error inside a remote's React tree happens in the remote's own root, out of reach of the host's
 * error boundaries. single-spa-react takes an `errorBoundary` from the mount props when the remote set none (or
 * delegates to it: `hostOrOwnErrorBoundary`), so a host passes this one: it reports the error to the host (which
 * shows its ErrorPanel with Retry in that place) and renders nothing in place of the broken tree.
 */
import { useEffect } from 'react';
import type { HostErrorBoundary } from '../spa/hostErrorBoundary';

/** The `errorBoundary` prop single-spa-react reads from application and parcel props (remotes hand crashes to it). */
export type ErrorBoundaryProp = HostErrorBoundary;

function ReportRenderError({ error, onError }: { error: Error; onError(error: Error): void }) {
  useEffect(() => {
    onError(error);
  }, [error, onError]);
  return null;
}

export function renderErrorBoundary(onError: (error: Error) => void): ErrorBoundaryProp {
  return (error) => <ReportRenderError error={error} onError={onError} />;
}
