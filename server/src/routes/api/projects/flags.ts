// A project's header flags (starred, performance-based; admins) and meta flags (relaunch, e-mail sent, storyboard
// numbers and visibility, claimed for launch, order script, demonetization status good). Each change: authenticate →
// validate (schema) → the one executor (services/locked-project.ts: lock the project's row → may the caller read it
// (404) and take the action (403, policies) → does its state allow it now (409, domain/project-states on the locked
// row)) → write, log, notify → present. Two PMs changing status at once therefore happen one after the other, and
// the second is judged on what the first left.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Updateable } from 'kysely';
import type { ProjectsTable, UserStamp } from '../../../db/types';
import { type Actor, META_FLAGS_FORBIDDEN } from '../../../policies';
import { presentProjectView } from '../../../presenters/project';
import { logProjectEvent } from '../../../repositories/project-logs';
import { updateProject, type ProjectDetail } from '../../../repositories/projects';
import { withLockedProject } from '../../../services/locked-project';
import type { ProjectActionName } from '../../../schemas/project';
import { currentUser } from '../../current-user';
import {
  ChangeProjectMetaSchema,
  ToggleProjectFlagSchema,
  type PROJECT_FLAGS,
  type PROJECT_META_NAMES,
} from '../../../schemas/project-workflow';

const stamp = (actor: Actor): UserStamp => ({ user: { _id: actor.id, name: actor.name }, date: new Date().toISOString() });

type Flag = (typeof PROJECT_FLAGS)[number];
const FLAG_COLUMNS: Record<Flag, 'starred' | 'perf_based'> = { starred: 'starred', perfBased: 'perf_based' };

type MetaName = (typeof PROJECT_META_NAMES)[number];
interface MetaFlag {
  action: ProjectActionName;
  label: string;
  current: (project: ProjectDetail) => boolean;
  values: (project: ProjectDetail, value: boolean, actor: Actor) => Updateable<ProjectsTable>;
}
/** A meta entry recording who set it and when (null when unset), merged into the locked row's meta. */
const metaStamp =
  (key: 'claimedForLaunch' | 'emailSent') =>
  (project: ProjectDetail, value: boolean, actor: Actor): Updateable<ProjectsTable> => ({
    meta: JSON.stringify({ ...project.meta, [key]: value ? stamp(actor) : null }),
  });

const META_FLAGS: Record<MetaName, MetaFlag> = {
  disableRelaunch: {
    action: 'editMeta',
    label: 'Disable relaunch',
    current: (project) => project.disable_relaunch,
    values: (_project, value) => ({ disable_relaunch: value }),
  },
  emailSent: {
    action: 'editMeta',
    label: 'Email sent',
    current: (project) => Boolean(project.meta.emailSent),
    values: metaStamp('emailSent'),
  },
  storyboardNumbers: {
    action: 'editMeta',
    label: 'Storyboard numbers',
    current: (project) => project.storyboard_numbers,
    values: (_project, value) => ({ storyboard_numbers: value }),
  },
  storyboardVisible: {
    action: 'editMeta',
    label: 'Storyboard visible',
    current: (project) => project.storyboard_visible,
    values: (_project, value) => ({ storyboard_visible: value }),
  },
  claimedForLaunch: {
    action: 'claimForLaunch',
    label: 'Claimed for launch',
    current: (project) => Boolean(project.meta.claimedForLaunch),
    values: metaStamp('claimedForLaunch'),
  },
  orderScript: {
    action: 'claimForLaunch',
    label: 'Order script',
    current: (project) => project.order_script,
    values: (_project, value) => ({ order_script: value }),
  },
  // Marking the sensitive-terms warning as good; NO raises it again (the next scene save judges the text afresh).
  demonProof: {
    action: 'markGood',
    label: 'Demonetization status good',
    current: (project) => project.demon_proof,
    values: (project, value, actor) => ({
      demon_proof: value,
      meta: JSON.stringify({ ...project.meta, markedGood: value ? stamp(actor) : null }),
    }),
  },
};

const flagRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/toggle', { schema: ToggleProjectFlagSchema }, async (request) => {
    const actor = currentUser(request);
    const { flag, value: wanted } = request.body;
    const column = FLAG_COLUMNS[flag];
    const { result, after } = await withLockedProject(
      app.db,
      actor,
      request.params.id,
      { action: 'toggleFlags' },
      async (trx, project) => {
        const from = project[column];
        const value = wanted ?? !from;
        if (value !== from) {
          await updateProject(trx, project.id, { [column]: value });
          await logProjectEvent(trx, {
            projectId: project.id,
            userId: actor.id,
            action: 'toggleFlags',
            details: { [flag]: { from, to: value } },
          });
        }
        return { message: 'Project updated' };
      },
    );
    return { ...result, project: presentProjectView(after) };
  });

  app.post('/:id/change-meta', { schema: ChangeProjectMetaSchema }, async (request) => {
    const actor = currentUser(request);
    const { name, value } = request.body;
    const flag = META_FLAGS[name];
    const { result, after } = await withLockedProject(
      app.db,
      actor,
      request.params.id,
      { action: flag.action, forbidden: flag.action === 'editMeta' ? META_FLAGS_FORBIDDEN : undefined },
      async (trx, project) => {
        const from = flag.current(project);
        if (from !== value) {
          await updateProject(trx, project.id, flag.values(project, value, actor));
          await logProjectEvent(trx, {
            projectId: project.id,
            userId: actor.id,
            action: 'changeMeta',
            details: { [name]: { from, to: value } },
          });
        }
        return { message: `Saved ${value ? 'YES' : 'NO'} for ${flag.label}` };
      },
    );
    return { ...result, project: presentProjectView(after) };
  });
};

export default flagRoutes;
