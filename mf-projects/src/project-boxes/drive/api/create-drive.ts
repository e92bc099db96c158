/**
 * POST /api/projects/{id}/gdrive/create — starts the drive setup (setupDrive; once per project, 409 again).
 * Answers `{ message: "Upload started" }` only: the folder tree is made in the background and its progress is
 * read with `get-drive-progress`. Silent: the box reports the outcome.
 */
import { api } from 'shared-api';

export type DriveCreateAnswer = { message: string };

export function startDriveSetup(projectId: string): Promise<DriveCreateAnswer> {
  return api.post<DriveCreateAnswer>(`/api/projects/${projectId}/gdrive/create`, undefined, { silent: true });
}
