/** GET /api/files/download?key=&filename= — a signed link (valid 10 minutes) to one stored file; the browser goes there. */
import { api, browserNavigation } from 'shared-api';

/** Asks for the link and navigates to it (the file answers as an attachment, so the page stays). Toasts failures. */
export async function downloadFile(fileId: string, filename: string): Promise<void> {
  const { url } = await api.get('/api/files/download', { query: { key: fileId, filename } });
  browserNavigation.assign(url);
}
