/**
 * The words of a remote part's error panel (the shell's areas and every parcel): what happened, so the reader
 * knows whether Retry can help. The reason comes from shared-api's RemoteLoadError (`reason`); an error without
 * one failed to load (network) when it came from the loader, and crashed when it came from the part's lifecycle.
 */
export type PartFailureReason = 'network' | 'incompatible' | 'crashed' | 'not-deployed';

const KEYS: Record<PartFailureReason, string> = {
  network: 'remote.loadFailed',
  incompatible: 'remote.incompatible',
  crashed: 'remote.renderFailed',
  'not-deployed': 'remote.notDeployed',
};

function isReason(value: unknown): value is PartFailureReason {
  return typeof value === 'string' && value in KEYS;
}

/** The reason a loader's error carries, else `fallback`. */
export function reasonOf(error: unknown, fallback: PartFailureReason): PartFailureReason {
  const reason = error && typeof error === 'object' ? (error as { reason?: unknown }).reason : undefined;
  return isReason(reason) ? reason : fallback;
}

/** The shared-ui string key (namespace SHARED_UI_NAMESPACE) for a failure's panel. */
export function failureMessageKey(reason: PartFailureReason): string {
  return KEYS[reason];
}
