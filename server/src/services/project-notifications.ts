// Project workflow notifications (DECISIONS "Notifications"): script and storyboard submit/approve, and status
// updates, go to the project's collaborators except the actor, linking to the project's page (item: the
// project, so a collaborator may mute one kind of notice about one project). Sent inside the transaction of
// the change, so a rolled-back change notifies nobody.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { Actor } from '../policies';
import { escapeMarkdown } from './job-notifications';
import { notify } from './notifications';

export type ProjectNotice = 'submitScript' | 'submitStoryboard' | 'approveScript' | 'approveStoryboard' | 'status';

export interface NoticeProject {
  id: string;
  title: string;
  collaboratorIds: readonly string[];
}

export const projectPageUrl = (projectId: string): string => `/app/projects/${projectId}/scenes`;

/** How a status reads in a sentence. */
export const STATUS_WORDS: Record<string, string> = {
  new: 'new',
  'script-writing': 'script writing',
  storyboarding: 'storyboarding',
  production: 'production',
  finalizing: 'finalizing',
  ready: 'ready',
  launched: 'launched',
  onhold: 'on hold',
  trash: 'the trash',
};
const word = (status: string) => STATUS_WORDS[status] ?? status;

/** What a status update says: the new status when it moved, else the sub-statuses that changed. */
export interface StatusChange {
  status: { from: string; to: string };
  scriptStatus: { from: string; to: string };
  storyboardStatus: { from: string; to: string };
}

function describeStatus(actor: string, project: string, change: StatusChange): string {
  if (change.status.from !== change.status.to) return `${actor} moved ${project} to ${escapeMarkdown(word(change.status.to))}`;
  const parts: string[] = [];
  if (change.scriptStatus.from !== change.scriptStatus.to) parts.push(`the script is ${escapeMarkdown(change.scriptStatus.to)}`);
  if (change.storyboardStatus.from !== change.storyboardStatus.to)
    parts.push(`the storyboard is ${escapeMarkdown(change.storyboardStatus.to)}`);
  return `${actor} updated the status of ${project}: ${parts.join(', ')}`;
}

function describe(notice: ProjectNotice, actor: string, project: string, change?: StatusChange): string {
  switch (notice) {
    case 'submitScript':
      return `${actor} submitted the script of ${project} for approval`;
    case 'submitStoryboard':
      return `${actor} submitted the storyboard of ${project} for approval`;
    case 'approveScript':
      return `${actor} approved the script of ${project}`;
    case 'approveStoryboard':
      return `${actor} approved the storyboard of ${project}`;
    case 'status':
      if (!change) throw new Error('a status notice needs the change');
      return describeStatus(actor, project, change);
  }
}

/** Notifies the project's collaborators (never the actor) of a workflow event; returns who was notified. */
export function notifyProject(
  db: Kysely<Database>,
  notice: ProjectNotice,
  project: NoticeProject,
  actor: Actor,
  change?: StatusChange,
): Promise<string[]> {
  return notify(db, {
    recipients: project.collaboratorIds,
    actorId: actor.id,
    actionType: notice,
    itemId: project.id,
    url: projectPageUrl(project.id),
    text: describe(notice, `**${escapeMarkdown(actor.name)}**`, `**${escapeMarkdown(project.title)}**`, change),
  });
}
