/** POST /api/accounts/picture — a new profile picture (multipart, field `file`), with upload progress. */
import { api } from 'shared-api';
import type { AccountChange } from './account-change';

/** Silent: the profile shows the message under the picture. */
export const setPicture = (file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) =>
  api.upload<AccountChange>('/api/accounts/picture', file, { onProgress, signal, silent: true });
