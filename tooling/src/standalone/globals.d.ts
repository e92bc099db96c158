import type { RemoteName } from 'shared-api';

declare global {
  /** The remote this standalone page serves (webpack DefinePlugin, set by createRemoteConfig). */
  const STANDALONE_REMOTE: RemoteName;
}
