/**
 * GET /api/files/download?key=&filename= — a stored file's signed link (10 minutes); the browser goes there (the file
 * answers as an attachment, so the page stays). The server refuses who may not see the file; the one HTTP client
 * toasts the refusal, so a failed download ends here instead of as an unhandled rejection.
 */
import { api } from './api';
import { browserNavigation } from './navigation';
import type { FileRef } from '../types';

/** Resolves true once the browser is on its way to the file, false when the server refused (and it was toasted). */
export async function downloadFile(file: Pick<FileRef, 'id' | 'name'>): Promise<boolean> {
  let url: string;
  try {
    ({ url } = await api.get('/api/files/download', { query: { key: file.id, filename: file.name } }));
  } catch {
    return false;
  }
  browserNavigation.assign(url);
  return true;
}
