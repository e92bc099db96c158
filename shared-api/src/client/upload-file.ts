/**
 * POST /api/files/upload — one file (multipart field `file`, at most 60 MB), with upload progress. Records name
 * uploads by id afterwards (job files, payment receipts), so every remote that attaches files uploads through here.
 */
import { UPLOAD_MAX_BYTES } from '../constants/limits';
import { api } from './api';
import type { ApiResponse } from './api-paths';

export type UploadAnswer = ApiResponse<'/api/files/upload', 'post'>;

/** Silent: the form shows the server's message (413 too large, 415 unsupported type) beside the file. */
export function uploadFile(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadAnswer> {
  return api.upload('/api/files/upload', { file }, { onProgress, signal, silent: true });
}

/** The upload as shared-ui's `FilePicker` takes it: the call, and the size the server refuses above. */
export const fileUploader = { upload: uploadFile, maxBytes: UPLOAD_MAX_BYTES };
