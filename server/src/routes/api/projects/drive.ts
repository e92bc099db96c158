// Drive setup: the project's folder tree made once, by the job queue, with a progress log the page polls;
// and linking a folder by hand. Who: the project's PMs (setupDrive).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequestError, NotFoundError } from '../../../errors';
import { findDriveSetup, insertDriveSetup } from '../../../repositories/drive-setups';
import { logProjectEvent } from '../../../repositories/project-logs';
import { queueDriveSetup } from '../../../services/drive-setup';
import { updateProject } from '../../../repositories/projects';
import { currentUser } from '../../current-user';
import {
  DRIVE_FOLDER_MAX,
  DRIVE_LINKED,
  DRIVE_NOT_STARTED,
  DRIVE_STARTED,
  DriveProgressSchema,
  LinkDriveSchema,
  SetupDriveSchema,
} from '../../../schemas/project-drive';
import { presentProjectView } from '../../../presenters/project';
import { loadProjectFor, withLockedProject } from '../../../services/locked-project';

/** A folder given by hand: an http(s) URL, or a path (no other scheme, no control characters). */
export function checkDriveFolder(input: string): string {
  const folder = input.trim();
  if (!folder) throw new BadRequestError('folder must not be blank');
  if (folder.length > DRIVE_FOLDER_MAX) throw new BadRequestError(`folder must be at most ${DRIVE_FOLDER_MAX} characters`);
  if (/[\u0000-\u001f\u007f]/.test(folder)) throw new BadRequestError('folder must not contain control characters');
  // A scheme (not a Windows drive letter) must be http(s): no javascript: or data: links on the page.
  if (/^[a-z][a-z0-9+.-]+:/i.test(folder)) {
    let url: URL | null = null;
    try {
      url = new URL(folder);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
      throw new BadRequestError('folder must be an http(s) URL or a folder path');
    }
  }
  return folder;
}

const driveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/gdrive/create', { schema: SetupDriveSchema }, async (request) => {
    const actor = currentUser(request);
    const projectId = request.params.id;
    await withLockedProject(app.db, actor, projectId, { action: 'setupDrive' }, async (trx) => {
      // The primary key is the backstop of the state check: one setup per project, whatever races.
      await insertDriveSetup(trx, projectId, actor.id);
      await queueDriveSetup(app.queue, trx, projectId, actor.id);
      await logProjectEvent(trx, { projectId, userId: actor.id, action: 'drive-setup-started' });
      await updateProject(trx, projectId);
    });
    return { message: DRIVE_STARTED };
  });

  app.get('/gdrive/create/progress', { schema: DriveProgressSchema }, async (request) => {
    const actor = currentUser(request);
    const { projectId } = request.query;
    await loadProjectFor(app.db, actor, projectId, { action: 'setupDrive', checkState: false });
    const setup = await findDriveSetup(app.db, projectId);
    if (!setup) throw new NotFoundError(DRIVE_NOT_STARTED);
    return { log: setup.log, status: setup.status };
  });

  app.post('/:id/gdrive/link', { schema: LinkDriveSchema }, async (request) => {
    const actor = currentUser(request);
    const projectId = request.params.id;
    const folder = checkDriveFolder(request.body.folder);
    const check = { action: 'setupDrive', checkState: false } as const;
    const { after } = await withLockedProject(app.db, actor, projectId, check, async (trx) => {
      await updateProject(trx, projectId, { gdrive_folder: folder });
      await logProjectEvent(trx, { projectId, userId: actor.id, action: 'drive-linked', details: { folder } });
    });
    return { message: DRIVE_LINKED, project: presentProjectView(after) };
  });
};

export default driveRoutes;
