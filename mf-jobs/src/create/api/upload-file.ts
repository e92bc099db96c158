/** POST /api/files/upload — one file (multipart field `file`, at most 60 MB), with upload progress. */
import { api, type FileRef } from 'shared-api';

export type UploadAnswer = { file: FileRef };

/** Silent: the form shows the server's message (413 too large, 415 unsupported type) beside the file. */
export function uploadFile(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadAnswer> {
  return api.upload<UploadAnswer>('/api/files/upload', file, { onProgress, signal, silent: true });
}
