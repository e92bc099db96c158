/**
 * POST /api/projects/{id}/gdrive/create — starts the drive setup (setupDrive; once per project, 409 again).
 * Answers `{ message: "Upload started" }` only: the folder tree is made in the background and its progress is
 * read with `get-drive-progress`. Silent: the box reports the outcome.
 */
import { api, type ApiResponse } from 'shared-api';

export type DriveCreateAnswer = ApiResponse<'/api/projects/{id}/gdrive/create', 'post'>;

export function startDriveSetup(projectId: string): Promise<DriveCreateAnswer> {
  return api.post('/api/projects/{id}/gdrive/create', { params: { id: projectId } }, { silent: true });
}
