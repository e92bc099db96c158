// The project's checklist: ticking an item (the launch steps: admins only; a launch step adds its platform) and the
// Facebook relaunch flag beside it. Each write: validate → the one executor (services/locked-project.ts: lock the
// row → read (404) → who (403) → when (409)) → change, log it for the PMs, bump updated_at → present the project as
// the caller sees it now.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequestError } from '../../../errors';
import {
  applyChecklistTick,
  checklistOrDefault,
  checklistProgress,
  findChecklistEntry,
  LAUNCH_STEPS,
} from '../../../domain/checklist';
import { launchInstant } from '../../../domain/launch-dates';
import { findLaunchDate } from '../../../repositories/launch-dates';
import { authorize, PROJECT_FORBIDDEN, type Actor } from '../../../policies';
import { addProjectPlatform } from '../../../repositories/project-content';
import { logProjectEvent } from '../../../repositories/project-logs';
import { presentProjectView } from '../../../presenters/project';
import { projectTarget, updateProject } from '../../../repositories/projects';
import { withLockedProject } from '../../../services/locked-project';
import { currentUser } from '../../current-user';
import { EditChecklistSchema, FbRelaunchSchema } from '../../../schemas/project-content';

const userRef = (actor: Actor) => ({ _id: actor.id, name: actor.name });

const checklistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/checklist/item', { schema: EditChecklistSchema }, async (request) => {
    const actor = currentUser(request);
    const tick = request.body;
    const { result, after } = await withLockedProject(
      app.db,
      actor,
      request.params.id,
      { action: 'editChecklist' },
      async (trx, project) => {
        const checklist = checklistOrDefault(project.checklist);
        const found = findChecklistEntry(checklist, tick);
        if (!found.ok) throw new BadRequestError(found.message);
        if (found.step.admin)
          authorize(actor, 'checkAdminItem', 'project', projectTarget(project), PROJECT_FORBIDDEN.checkAdminItem);
        const now = new Date();
        const change = applyChecklistTick(checklist, tick, { user: userRef(actor), toggled: now.toISOString() });
        const progress = checklistProgress(change.checklist);
        const launch = change.stepBecameChecked ? LAUNCH_STEPS[change.step.id] : undefined;
        // The Facebook launch date is the one planned at Mark as Ready (now when none was).
        const planned = launch === 'fb' && !project.fb_launch_date ? await findLaunchDate(trx, project.id, 'fb') : null;
        await updateProject(trx, project.id, {
          checklist: JSON.stringify(change.checklist),
          progress,
          ...(launch === 'fb' && !project.fb_launch_date ? { fb_launch_date: planned ? launchInstant(planned) : now } : {}),
        });
        if (launch) await addProjectPlatform(trx, project.id, launch);
        const subName = found.subIndex === null ? null : found.step.items[found.subIndex].name;
        await logProjectEvent(trx, {
          projectId: project.id,
          userId: actor.id,
          action: 'checklist',
          details: {
            id: found.step.id,
            name: found.step.name,
            subId: tick.subId ?? null,
            subName,
            checked: tick.checked,
            progress,
          },
        });
        return 'Checklist updated';
      },
    );
    return { message: result, project: presentProjectView(after) };
  });

  app.post('/:id/checklist/fb-relaunch', { schema: FbRelaunchSchema }, async (request) => {
    const actor = currentUser(request);
    const { disable } = request.body;
    const { result, after } = await withLockedProject(
      app.db,
      actor,
      request.params.id,
      { action: 'editMeta' },
      async (trx, project) => {
        await updateProject(trx, project.id, { disable_relaunch: disable });
        await logProjectEvent(trx, { projectId: project.id, userId: actor.id, action: 'fbRelaunch', details: { disable } });
        return disable ? 'Relaunch disabled' : 'Relaunch enabled';
      },
    );
    return { message: result, project: presentProjectView(after) };
  });
};

export default checklistRoutes;
