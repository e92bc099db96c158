/** POST /api/accounts/picture — a new profile picture (multipart, field `file`), with upload progress. */
import { api } from 'shared-api';

/** Silent: the profile shows the message under the picture. */
export const setPicture = (file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) =>
  api.upload('/api/accounts/picture', { file }, { onProgress, signal, silent: true });
