import { lazy, Suspense } from 'react';
import { useRemoteOverrides } from './overrides';

// The badge and its versions panel show only to a browser that runs a remote at another version, or asked for the
// panel (`?remote=panel`): nobody else downloads them (a chunk of their own).
const RemoteOverrideBadge = lazy(() => import('./RemoteOverrideBadge').then((m) => ({ default: m.RemoteOverrideBadge })));

/** The override badge (RemoteOverrideBadge), loaded only when this browser has an override or asked for the panel. */
export function RemoteOverrides({ reload }: { reload?: () => void }) {
  const shows = useRemoteOverrides((state) => state.panel || Object.keys(state.active).length > 0);
  if (!shows) return null;
  return (
    <Suspense fallback={null}>
      <RemoteOverrideBadge reload={reload} />
    </Suspense>
  );
}
