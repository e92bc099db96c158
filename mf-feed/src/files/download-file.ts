/** GET /api/files/download?key=&filename= — a doc file's signed link (10 minutes); the browser goes there. */
import { api, browserNavigation } from 'shared-api';

export async function downloadDocFile(fileId: string, filename: string): Promise<void> {
  const { url } = await api.get<{ url: string }>('/api/files/download', { key: fileId, filename });
  browserNavigation.assign(url);
}
