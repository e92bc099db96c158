// A project's status (issue 8): Update Status, and the steps between statuses — submit and approve the script and
// the storyboard, mark as ready, put on hold and make active again, move to the trash and restore. Each change:
// authenticate → validate (schema) → the one executor (services/locked-project.ts: lock the project's row → may the
// caller read it (404) and take the action (403, policies) → does its state allow it now (409, domain/project-states
// on the locked row)) → write, log, notify → present. Two PMs changing status at once therefore happen one after the
// other, and the second is judged on what the first left.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely, Updateable } from 'kysely';
import type { Database, ProjectsTable, ProjectStatus } from '../../../db/types';
import { plannedLaunchDates, type LaunchDates } from '../../../domain/launch-dates';
import type { Actor } from '../../../policies';
import { replaceLaunchDates } from '../../../repositories/launch-dates';
import { presentProjectView } from '../../../presenters/project';
import { logProjectEvent } from '../../../repositories/project-logs';
import { updateProject, type ProjectDetail } from '../../../repositories/projects';
import { withLockedProject } from '../../../services/locked-project';
import { notifyProject, type ProjectNotice, type StatusChange } from '../../../services/project-notifications';
import type { ProjectActionName } from '../../../schemas/project';
import { currentUser } from '../../current-user';
import {
  ActivateProjectSchema,
  ConfirmScriptSchema,
  ConfirmStoryboardSchema,
  HoldProjectSchema,
  MarkReadySchema,
  RestoreProjectSchema,
  SubmitScriptSchema,
  SubmitStoryboardSchema,
  TrashProjectSchema,
  UpdateProjectStatusSchema,
} from '../../../schemas/project-workflow';

/** A PM log's details: each changed field with its value before and after. */
type Changes = Record<string, { from: unknown; to: unknown }>;

/** A status action that moves the project between statuses and the sub-statuses' submit and approve steps. */
interface StatusStep {
  action: ProjectActionName;
  message: string;
  /** The new values, from the locked project. */
  values: (project: ProjectDetail) => Updateable<ProjectsTable>;
  notice?: ProjectNotice;
  /** More to write in the same transaction (Mark as Ready's launch dates), from the request's body. */
  also?: (trx: Kysely<Database>, project: ProjectDetail, body: unknown, actor: Actor) => Promise<Record<string, unknown>>;
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
    also: async (trx, project, body, actor) => {
      const { launchDates } = body as { launchDates: LaunchDates };
      const dates = plannedLaunchDates(project.checklist, launchDates, new Date());
      await replaceLaunchDates(trx, project.id, dates, actor.id);
      return { launchDates: Object.fromEntries(dates.map(({ platform, date }) => [platform, date])) };
    },
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

const noticeProject = (project: ProjectDetail) => ({
  id: project.id,
  title: project.title,
  collaboratorIds: project.collaborator_ids,
});

const statusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/status', { schema: UpdateProjectStatusSchema }, async (request) => {
    const actor = currentUser(request);
    const { status, scriptStatus, storyboardStatus, from } = request.body;
    const { result, after } = await withLockedProject(
      app.db,
      actor,
      request.params.id,
      {
        action: 'updateStatus',
        conflict: (project) =>
          from !== undefined && from !== project.status
            ? `The project's status changed meanwhile: it is now ${project.status}`
            : null,
      },
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
        { action: step.action },
        async (trx, project) => {
          const values = step.values(project);
          const more = step.also ? await step.also(trx, project, request.body, actor) : {};
          await updateProject(trx, project.id, values);
          await logProjectEvent(trx, {
            projectId: project.id,
            userId: actor.id,
            action: step.action,
            details: { ...statusChanges(project, values), ...more },
          });
          if (step.notice) await notifyProject(trx, step.notice, noticeProject(project), actor);
          return { message: step.message };
        },
      );
      return { ...result, project: presentProjectView(after) };
    });
  }
};

export default statusRoutes;
