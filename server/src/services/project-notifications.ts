// Project workflow notifications (DECISIONS "Notifications"): script and storyboard submit/approve, and status
// updates, go to the project's collaborators except the actor, linking to the project's page (item: the
// project, so a collaborator may mute one kind of notice about one project). Sent inside the transaction of
// the change, so a rolled-back change notifies nobody.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { Actor } from '../policies';
import type { NoticeMessage, NoticeParams } from './notification-texts';
import { collaboratingPmIds } from '../repositories/project-content';
import { studioManagerIds } from '../repositories/users';
import { projectPagePath } from './locked-project';
import { notify } from './notifications';
import { projectWebhookEvent } from './webhook-events';

export type ProjectNotice = 'submitScript' | 'submitStoryboard' | 'approveScript' | 'approveStoryboard' | 'status';

export interface NoticeProject {
  id: string;
  title: string;
  collaboratorIds: readonly string[];
}

export const projectPageUrl = (projectId: string): string => `/app/projects/${projectId}/scenes`;

/** What a status update says: the new status when it moved, else the sub-statuses that changed. */
export interface StatusChange {
  status: { from: string; to: string };
  scriptStatus: { from: string; to: string };
  storyboardStatus: { from: string; to: string };
}

function messageOf(notice: ProjectNotice, actor: string, project: string, change?: StatusChange): NoticeMessage {
  if (notice !== 'status') return { key: notice, params: { actor, project } };
  if (!change) throw new Error('a status notice needs the change');
  if (change.status.from !== change.status.to)
    return { key: 'status/moved', params: { actor, project, status: change.status.to } };
  const params: NoticeParams = { actor, project };
  if (change.scriptStatus.from !== change.scriptStatus.to) params.script = change.scriptStatus.to;
  if (change.storyboardStatus.from !== change.storyboardStatus.to) params.storyboard = change.storyboardStatus.to;
  return { key: 'status/updated', params };
}

/**
 * Notifies the project's collaborators (never the actor) of a workflow event, and the webhooks subscribed to it;
 * returns who was notified.
 */
export async function notifyProject(
  db: Kysely<Database>,
  notice: ProjectNotice,
  project: NoticeProject,
  actor: Actor,
  change?: StatusChange,
): Promise<string[]> {
  await projectWebhookEvent(db, notice, project, actor, change);
  return notify(db, {
    recipients: project.collaboratorIds,
    actorId: actor.id,
    actionType: notice,
    itemId: project.id,
    url: projectPageUrl(project.id),
    message: messageOf(notice, actor.name, project.title, change),
  });
}

/** The item every client order's notification names, so muting one mutes the orders to come. */
export const CLIENT_ORDERS_ITEM = 'client-orders';

/**
 * A client's new project (an order) notifies the studio's PMs and admins, linking to the project (item: the
 * studio's client orders, action type `project/create`, so each may mute them like any notification; issue 28).
 */
export async function notifyClientOrder(
  db: Kysely<Database>,
  project: { id: string; title: string },
  client: Actor,
): Promise<string[]> {
  return notify(db, {
    recipients: await studioManagerIds(db),
    actorId: client.id,
    actionType: 'project/create',
    itemId: CLIENT_ORDERS_ITEM,
    url: projectPageUrl(project.id),
    message: { key: 'project/create', params: { actor: client.name, project: project.title } },
  });
}

/** A notice about the project to `recipients`, linking to its page (item: the project). */
function notifyAboutProject(
  db: Kysely<Database>,
  recipients: readonly string[],
  actor: Actor,
  project: { id: string; title: string },
  actionType: 'invite' | 'join' | 'script-raw/submit',
): Promise<string[]> {
  return notify(db, {
    recipients,
    actorId: actor.id,
    actionType,
    itemId: project.id,
    url: projectPagePath(project.id),
    message: { key: actionType, params: { actor: actor.name, project: project.title } },
  });
}

/** DECISIONS "Notifications": project invite → the invitee (never the actor). */
export const notifyInvitee = (db: Kysely<Database>, actor: Actor, project: { id: string; title: string }, userId: string) =>
  notifyAboutProject(db, [userId], actor, project, 'invite');

/** A PM joined the project: it gives full PM powers at once, so the PMs already on it hear of it (issue 19). */
export const notifyJoin = (
  db: Kysely<Database>,
  actor: Actor,
  project: { id: string; title: string },
  pmIds: readonly string[],
) => notifyAboutProject(db, pmIds, actor, project, 'join');

/** A raw script was submitted: the project's collaborating PMs hear of it. */
export const notifyRawScript = async (db: Kysely<Database>, actor: Actor, project: { id: string; title: string }) =>
  notifyAboutProject(db, await collaboratingPmIds(db, project.id), actor, project, 'script-raw/submit');
