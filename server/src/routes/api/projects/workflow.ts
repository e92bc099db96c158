// The project workflow (issue 8): rename, Update Status, submit / approve / mark as ready, on hold and trash,
// header flags, My List, meta flags, and the PM logs. Each change: authenticate → validate (schema) → lock the
// project's row → may the caller read it (404) and take the action (403, policies) → does its state allow it
// now (409, domain/project-states on the locked row) → write, log, notify → present. Two PMs changing status
// at once therefore happen one after the other, and the second is judged on what the first left.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Updateable } from 'kysely';
import type { ProjectsTable, ProjectStatus, UserStamp } from '../../../db/types';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../../errors';
import { type Actor, can, mayTakeProjectAction, META_FLAGS_FORBIDDEN, PROJECT_FORBIDDEN } from '../../../policies';
import { presentProjectView } from '../../../presenters/project';
import { presentProjectLog } from '../../../presenters/project-log';
import { listProjectLogs, logProjectEvent } from '../../../repositories/project-logs';
import { toggleListedBy } from '../../../repositories/project-workflow';
import { findProjectFacts, projectTarget, updateProject, type ProjectDetail } from '../../../repositories/projects';
import { PROJECT_NOT_FOUND, withLockedProject, type ProjectCheck } from '../../../services/locked-project';
import { notifyProject, type ProjectNotice, type StatusChange } from '../../../services/project-notifications';
import type { ProjectActionName } from '../../../schemas/project';
import { currentUser } from '../../current-user';
import {
  ActivateProjectSchema,
  ChangeProjectMetaSchema,
  ConfirmScriptSchema,
  ConfirmStoryboardSchema,
  HoldProjectSchema,
  ListProjectLogsSchema,
  MarkReadySchema,
  RenameProjectSchema,
  RestoreProjectSchema,
  SubmitScriptSchema,
  SubmitStoryboardSchema,
  ToggleListedBySchema,
  ToggleProjectFlagSchema,
  TrashProjectSchema,
  UpdateProjectStatusSchema,
  type PROJECT_FLAGS,
  type PROJECT_META_NAMES,
} from '../../../schemas/project-workflow';

/** A PM log's details: each changed field with its value before and after. */
type Changes = Record<string, { from: unknown; to: unknown }>;

const stamp = (actor: Actor): UserStamp => ({ user: { _id: actor.id, name: actor.name }, date: new Date().toISOString() });

/** A status action that moves the project between statuses and the sub-statuses' submit and approve steps. */
interface StatusStep {
  action: ProjectActionName;
  message: string;
  /** The new values, from the locked project. */
  values: (project: ProjectDetail) => Updateable<ProjectsTable>;
  notice?: ProjectNotice;
}

/** Where on hold and trash return to. */
const returnStatus = (project: ProjectDetail): ProjectStatus => project.old_status ?? 'new';

const STATUS_STEPS: Record<string, StatusStep> = {
  '/script/submit': {
    action: 'submitScript',
    message: 'Submitted for approval',
    values: () => ({ script_status: 'pending', script_submitted_at: new Date() }),
    notice: 'submitScript',
  },
  '/storyboard/submit': {
    action: 'submitStoryboard',
    message: 'Submitted for approval',
    values: () => ({ storyboard_status: 'pending', storyboard_submitted_at: new Date() }),
    notice: 'submitStoryboard',
  },
  '/script/confirm': {
    action: 'approveScript',
    message: 'Script approved',
    values: () => ({ script_status: 'confirmed' }),
    notice: 'approveScript',
  },
  '/storyboard/confirm': {
    action: 'approveStoryboard',
    message: 'Storyboard approved',
    values: () => ({ storyboard_status: 'confirmed' }),
    notice: 'approveStoryboard',
  },
  '/ready': {
    action: 'markReady',
    message: 'Project is ready for launch',
    values: () => ({ status: 'ready', ready_submitted_at: new Date() }),
  },
  '/hold': {
    action: 'hold',
    message: 'Project put on hold',
    values: (project) => ({ status: 'onhold', old_status: project.status }),
  },
  '/activate': {
    action: 'activate',
    message: 'Project is active again',
    values: (project) => ({ status: returnStatus(project), old_status: null }),
  },
  '/trash': {
    action: 'trash',
    message: 'Project moved to the trash',
    // A project on hold keeps the status it had before the hold: restoring it makes it active again.
    values: (project) => ({ status: 'trash', old_status: project.status === 'onhold' ? project.old_status : project.status }),
  },
  '/restore': {
    action: 'restore',
    message: 'Project restored',
    values: (project) => ({ status: returnStatus(project), old_status: null }),
  },
};

const STATUS_STEP_SCHEMAS = {
  '/script/submit': SubmitScriptSchema,
  '/storyboard/submit': SubmitStoryboardSchema,
  '/script/confirm': ConfirmScriptSchema,
  '/storyboard/confirm': ConfirmStoryboardSchema,
  '/ready': MarkReadySchema,
  '/hold': HoldProjectSchema,
  '/activate': ActivateProjectSchema,
  '/trash': TrashProjectSchema,
  '/restore': RestoreProjectSchema,
};

/** The fields a PM log reports, by column. */
const LOGGED_COLUMNS: Partial<Record<keyof ProjectsTable, string>> = {
  status: 'status',
  old_status: 'oldStatus',
  script_status: 'scriptStatus',
  storyboard_status: 'storyboardStatus',
};

/** The logged fields `values` changes on `project`, each from → to. */
function statusChanges(project: ProjectDetail, values: Updateable<ProjectsTable>): Changes {
  const changes: Changes = {};
  for (const [column, field] of Object.entries(LOGGED_COLUMNS) as Array<[keyof ProjectsTable, string]>) {
    if (!(column in values)) continue;
    const from = project[column as keyof ProjectDetail];
    const to = values[column];
    if (from !== to) changes[field] = { from, to };
  }
  return changes;
}

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

/** The check of one workflow change: the action's policy (403 with its sentence), a conflict of its own, its state rule. */
const check = (action: ProjectActionName, conflict?: ProjectCheck['conflict']): ProjectCheck => ({ action, conflict });

const workflowRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const noticeProject = (project: ProjectDetail) => ({
    id: project.id,
    title: project.title,
    collaboratorIds: project.collaborator_ids,
  });

  app.post('/:id', { schema: RenameProjectSchema }, async (request) => {
    const actor = currentUser(request);
    const title = request.body.title.trim();
    if (!title) throw new BadRequestError('title must not be blank');
    const { result, after } = await withLockedProject(app.db, actor, request.params.id, check('rename'), async (trx, project) => {
      if (project.title !== title) {
        await updateProject(trx, project.id, { title });
        await logProjectEvent(trx, {
          projectId: project.id,
          userId: actor.id,
          action: 'rename',
          details: { title: { from: project.title, to: title } },
        });
      }
      return { message: 'Project renamed' };
    });
    return { ...result, project: presentProjectView(after) };
  });

  app.post('/:id/status', { schema: UpdateProjectStatusSchema }, async (request) => {
    const actor = currentUser(request);
    const { status, scriptStatus, storyboardStatus, from } = request.body;
    const { result, after } = await withLockedProject(
      app.db,
      actor,
      request.params.id,
      check('updateStatus', (project) =>
        from !== undefined && from !== project.status
          ? `The project's status changed meanwhile: it is now ${project.status}`
          : null,
      ),
      async (trx, project) => {
        const values: Updateable<ProjectsTable> = {
          status,
          script_status: scriptStatus ?? project.script_status,
          storyboard_status: storyboardStatus ?? project.storyboard_status,
        };
        const changes = statusChanges(project, values);
        if (Object.keys(changes).length > 0) {
          await updateProject(trx, project.id, values);
          await logProjectEvent(trx, { projectId: project.id, userId: actor.id, action: 'updateStatus', details: changes });
          const change: StatusChange = {
            status: { from: project.status, to: status },
            scriptStatus: { from: project.script_status, to: String(values.script_status) },
            storyboardStatus: { from: project.storyboard_status, to: String(values.storyboard_status) },
          };
          await notifyProject(trx, 'status', noticeProject(project), actor, change);
        }
        return { message: 'Project status updated' };
      },
    );
    return { ...result, project: presentProjectView(after) };
  });

  for (const [path, step] of Object.entries(STATUS_STEPS)) {
    const schema = STATUS_STEP_SCHEMAS[path as keyof typeof STATUS_STEP_SCHEMAS];
    app.post(`/:id${path}`, { schema }, async (request) => {
      const actor = currentUser(request);
      const { result, after } = await withLockedProject(
        app.db,
        actor,
        request.params.id,
        check(step.action),
        async (trx, project) => {
          const values = step.values(project);
          await updateProject(trx, project.id, values);
          await logProjectEvent(trx, {
            projectId: project.id,
            userId: actor.id,
            action: step.action,
            details: statusChanges(project, values),
          });
          if (step.notice) await notifyProject(trx, step.notice, noticeProject(project), actor);
          return { message: step.message };
        },
      );
      return { ...result, project: presentProjectView(after) };
    });
  }

  app.post('/:id/toggle', { schema: ToggleProjectFlagSchema }, async (request) => {
    const actor = currentUser(request);
    const { flag } = request.body;
    const column = FLAG_COLUMNS[flag];
    const { result, after } = await withLockedProject(
      app.db,
      actor,
      request.params.id,
      check('toggleFlags'),
      async (trx, project) => {
        const value = !project[column];
        await updateProject(trx, project.id, { [column]: value });
        await logProjectEvent(trx, {
          projectId: project.id,
          userId: actor.id,
          action: 'toggleFlags',
          details: { [flag]: { from: !value, to: value } },
        });
        return { message: 'Project updated' };
      },
    );
    return { ...result, project: presentProjectView(after) };
  });

  app.post('/:id/listedby', { schema: ToggleListedBySchema }, async (request) => {
    const actor = currentUser(request);
    const { result, after } = await withLockedProject(
      app.db,
      actor,
      request.params.id,
      check('listedBy'),
      async (trx, project) => {
        const added = await toggleListedBy(trx, project.id, actor.id);
        await updateProject(trx, project.id, {});
        await logProjectEvent(trx, { projectId: project.id, userId: actor.id, action: 'listedBy', details: { added } });
        return { message: added ? 'Project added to My List' : 'Project removed from My List', added };
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

  // The PM logs are read, not changed: no lock. Clients never get them (seePmLogs is the project's PMs').
  app.get('/:id/logs', { schema: ListProjectLogsSchema }, async (request) => {
    const actor = currentUser(request);
    const project = await findProjectFacts(app.db, request.params.id);
    if (!project || !can(actor, 'read', 'project', projectTarget(project))) throw new NotFoundError(PROJECT_NOT_FOUND);
    if (!mayTakeProjectAction(actor, 'seePmLogs', projectTarget(project))) throw new ForbiddenError(PROJECT_FORBIDDEN.seePmLogs);
    const { logs, hasMore } = await listProjectLogs(app.db, project.id, request.query);
    return {
      logs: logs.map(presentProjectLog),
      hasMore,
    };
  });
};

export default workflowRoutes;
