/**
 * GET /api/projects/gdrive/create/progress?projectId — the drive setup's log so far (setupDrive); the log ends
 * with "Complete." when the folder tree is made. Polled by the drive box, so a plain call rather than an SWR hook;
 * silent: the spec gives up polling silently.
 */
import { api, type ApiResponse } from 'shared-api';

export type DriveProgress = ApiResponse<'/api/projects/gdrive/create/progress', 'get'>;

/** The line that ends a finished setup's log. */
export const DRIVE_COMPLETE_MARK = 'Complete.';

export function getDriveProgress(projectId: string): Promise<DriveProgress> {
  return api.get('/api/projects/gdrive/create/progress', { query: { projectId } }, { silent: true });
}

export const isDriveComplete = (log: readonly string[]) => log.some((line) => line.includes(DRIVE_COMPLETE_MARK));
