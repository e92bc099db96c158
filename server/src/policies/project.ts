// Projects: admins and staff see all; freelancers see projects they collaborate on, hold a job in,
// or could claim an open job in; clients see only projects they collaborate on. A published project is
// readable by anonymous visitors through its own route (the route presents the public subset).
// What each kind of caller may do on a project's page is below; the routes ask, the page's `actions` list
// follows, and nobody else decides.
import { sql, type RawBuilder } from 'kysely';
import { allow, can } from './engine';
import { hasRole, isAdmin, isContributor, isPm, isProjectPm, isStaff, type Actor, type Person } from './actor';
import { claimableJobSql, mayClaim } from './job';
import type { PolicyModels, ProjectTarget } from './models';
import { stateAllows, statusAllows, type ProjectState } from '../domain/project-states';
import type { ProjectStatus } from '../db/types';
import { PROJECT_ROW_ACTIONS, type ProjectActionName, type ProjectRowActionName } from '../schemas/project';

const isCollaborator = (actor: Actor, project: ProjectTarget) => project.collaboratorIds.includes(actor.id);
/** A collaborator who works on the project (not a client): may invite people and submit work for approval. */
const isWorkingCollaborator = (actor: Actor, project: ProjectTarget) => isContributor(actor) && isCollaborator(actor, project);

/** The studio calendar (issue 24): PMs (their projects' launches and jobs) and admins (every project's). */
allow('studio', 'readCalendar', (actor) => isPm(actor));
allow('project', 'read', (actor, project) => {
  if (isAdmin(actor) || isStaff(actor)) return true;
  if (isCollaborator(actor, project)) return true;
  return actor.level === 'freelancer' && project.jobs.some((job) => job.claimedBy === actor.id || mayClaim(actor, job));
});

/** The project's PMs: rename, statuses, header toggles, specs, drive, docs, publishing, storyboard brief. */
allow(
  'project',
  [
    'manage',
    'rename',
    'updateStatus',
    'markReady',
    'editSpecs',
    'setupDrive',
    'uploadDoc',
    'editBrief',
    'publish',
    'editChecklist',
    'editMeta',
    'seePmLogs',
    'seeCollabEmails',
    'createJob',
    'splitScript',
  ],
  (actor, project) => isProjectPm(actor, project.collaboratorIds),
);
/** Jobs, costs, levels, checklist, specs, drive folder and earnings: contributors only, never clients. */
allow('project', 'seeInternals', (actor) => isContributor(actor));
/** Job stats (count and cost) are for admins. */
allow('project', 'seeCost', (actor) => isAdmin(actor));
/** Docs: the project's PMs and experts who can see the project (spec doc 2 "docs (expert or PM)"). */
allow('project', 'readDocs', (actor, project) => isProjectPm(actor, project.collaboratorIds) || hasRole(actor, 'expert'));
/** Script and storyboard go to approval from the people who write and draw them, and the PMs. */
allow(
  'project',
  'submitForApproval',
  (actor, project) => isProjectPm(actor, project.collaboratorIds) || isWorkingCollaborator(actor, project),
);
/** The collaborator list: the project's PMs and its working collaborators (clients do not invite). */
allow(
  'project',
  'editCollabs',
  (actor, project) => isProjectPm(actor, project.collaboratorIds) || isWorkingCollaborator(actor, project),
);
/**
 * Inviting someone with no account yet (which makes their account and mails them a link): the project's PMs and
 * admins only (issue 19); other working collaborators add people who already have accounts.
 */
allow('project', 'inviteNewPeople', (actor, project) => isProjectPm(actor, project.collaboratorIds));
/** The raw script comes from whoever ordered the video: its collaborators (clients included) and PMs. */
allow(
  'project',
  'submitRawScript',
  (actor, project) => isProjectPm(actor, project.collaboratorIds) || isCollaborator(actor, project),
);
/** Admin-only: approve script or storyboard, on hold, flags, duplicate, transfer, launch items, mark as good. */
allow(
  'project',
  ['approve', 'hold', 'toggleFlags', 'duplicate', 'transfer', 'checkAdminItem', 'markGood', 'claimForLaunch'],
  (actor) => isAdmin(actor),
);
/**
 * Trash and restore (issue 19, docs/decisions/): the contributors working on the project, its PMs and admins; its
 * client (a client collaborator) only while it is `new`, before the studio has started on it. The spec's "any user
 * may move it to trash" is read as any of the people the project belongs to, not every reader.
 */
allow(
  'project',
  'trash',
  (actor, project) =>
    isProjectPm(actor, project.collaboratorIds) ||
    isWorkingCollaborator(actor, project) ||
    (actor.level === 'client' && isCollaborator(actor, project) && project.status === 'new'),
);
/** Earnings: the vrd role and admins set the URLs and sync; contributors read. */
allow('project', 'editEarnings', (actor) => isAdmin(actor) || hasRole(actor, 'vrd'));
/** A PM may join a project as a collaborator. */
allow('project', 'join', (actor, project) => isPm(actor) && !isCollaborator(actor, project));

allow('studio', ['listProjects', 'createProject'], () => true);
/** "Add to My Projects" (and My List) is a PM's own to-do list. */
allow('studio', 'addToMyProjects', (actor) => isPm(actor));
/** Overview board: admins (the spec's admin link). */
allow('studio', 'projectOverview', (actor) => isAdmin(actor));
/** Turning a story-reception post into a project is offered to PMs. */
allow('studio', 'createFromPost', (actor) => isPm(actor));
/** The spec library's voice and music samples: contributors (PMs pick; others listen). */
allow('studio', 'readSpecLibrary', (actor) => isContributor(actor));

/**
 * The public view (issue 28; DECISIONS "a published project is readable, read-only, by anonymous visitors"): anyone,
 * signed in or not, reads a published project's scenes, storyboard, chosen covers and titles and videos, and nothing
 * else of it; the public view's presenter holds the whitelist. The caller does not matter, so this takes none.
 */
export const readsPublicView = (project: { published: boolean }): boolean => project.published;

export type ProjectAction = PolicyModels['project']['actions'];

/** A collaborator as the project page's rows carry them. */
type CollaboratorRow = Person & { _id: string };

/** Whether the collaborator is one of the project's PMs (`isProjectPm`, asked of a person already on the project). */
export const isCollaboratingPm = (collab: CollaboratorRow): boolean =>
  isProjectPm({ id: collab._id, level: collab.level, roles: collab.roles }, [collab._id]);

/** The ids of the project's collaborators who are its PMs (the SQL twin: repositories' `collaboratingPmIds`). */
export const collaboratingPms = (collabs: ReadonlyArray<CollaboratorRow>): string[] =>
  collabs.filter(isCollaboratingPm).map((collab) => collab._id);

/**
 * Whether taking `userId` off the project would leave it with no PM among its collaborators. An admin may always
 * leave (admins are PMs of every project), so only a PM-role holder is held back.
 */
export function removesLastPm(collabs: ReadonlyArray<CollaboratorRow>, userId: string): boolean {
  const removed = collabs.find((collab) => collab._id === userId);
  if (!removed || isAdmin(removed) || !isCollaboratingPm(removed)) return false;
  return !collabs.some((collab) => collab._id !== userId && isCollaboratingPm(collab));
}

/**
 * The policy action that says who may take each project page action (`addToMyProjects` is the studio's,
 * `readScript` the scenes' in policies/scene.ts).
 */
export const PROJECT_ACTION_POLICY: Record<
  ProjectActionName,
  Parameters<typeof can<'project'>>[1] | 'addToMyProjects' | 'readScript'
> = {
  rename: 'rename',
  updateStatus: 'updateStatus',
  submitScript: 'submitForApproval',
  submitStoryboard: 'submitForApproval',
  approveScript: 'approve',
  approveStoryboard: 'approve',
  markReady: 'markReady',
  hold: 'hold',
  activate: 'hold',
  trash: 'trash',
  restore: 'trash',
  toggleFlags: 'toggleFlags',
  listedBy: 'addToMyProjects',
  duplicate: 'duplicate',
  transfer: 'transfer',
  markGood: 'markGood',
  editMeta: 'editMeta',
  claimForLaunch: 'claimForLaunch',
  editSpecs: 'editSpecs',
  setupDrive: 'setupDrive',
  uploadDoc: 'uploadDoc',
  editBrief: 'editBrief',
  removeBrief: 'editBrief',
  submitRawScript: 'submitRawScript',
  publish: 'publish',
  editChecklist: 'editChecklist',
  checkAdminItem: 'checkAdminItem',
  editCollabs: 'editCollabs',
  editEarnings: 'editEarnings',
  seePmLogs: 'seePmLogs',
  createJob: 'createJob',
  seeCost: 'seeCost',
  /** Where the script's length stands against the 10-minute video: for the project's PMs, who steer it. */
  seeWordCountBand: 'manage',
  join: 'join',
  openScript: 'readScript',
  splitScript: 'splitScript',
  undoSplitScript: 'splitScript',
};

const PROJECT_MANAGERS_ONLY = "Only the project's managers can do that";
const ADMINS_ONLY = 'Only admins can do that';
const SUBMIT_FORBIDDEN = "Only the project's managers and the people working on it can submit for approval";
const TRASH_FORBIDDEN =
  "Only the project's managers and the people working on it move it to the trash; its client only while it is new";
const SPLIT_FORBIDDEN = "Only the project's PMs may split the raw script into scenes";

/**
 * Why a caller who reads the project may not take the action (the 403's sentence), beside the rule above that
 * `PROJECT_ACTION_POLICY` names for it. The server's message table translates each sentence (keyed by it).
 */
export const PROJECT_FORBIDDEN: Record<ProjectActionName, string> = {
  rename: PROJECT_MANAGERS_ONLY,
  updateStatus: PROJECT_MANAGERS_ONLY,
  submitScript: SUBMIT_FORBIDDEN,
  submitStoryboard: SUBMIT_FORBIDDEN,
  approveScript: ADMINS_ONLY,
  approveStoryboard: ADMINS_ONLY,
  markReady: PROJECT_MANAGERS_ONLY,
  hold: ADMINS_ONLY,
  activate: ADMINS_ONLY,
  trash: TRASH_FORBIDDEN,
  restore: TRASH_FORBIDDEN,
  toggleFlags: ADMINS_ONLY,
  listedBy: 'Only project managers keep a My List',
  duplicate: 'Only admins duplicate projects',
  transfer: 'Only admins transfer projects',
  markGood: ADMINS_ONLY,
  editMeta: "Only the project's PMs may change this setting",
  claimForLaunch: ADMINS_ONLY,
  editSpecs: "Only the project's PMs may choose its specs",
  setupDrive: "Only the project's managers set up its drive",
  uploadDoc: "Only the project's managers upload docs",
  editBrief: "Only the project's PMs may write its storyboard brief",
  removeBrief: "Only the project's PMs may write its storyboard brief",
  submitRawScript: "Only the project's collaborators and PMs may submit its raw script",
  publish: "Only the project's managers publish it",
  editChecklist: "Only the project's PMs may tick its checklist",
  checkAdminItem: 'Only admins may tick the launch steps',
  editCollabs: "Only the project's managers and the people working on it change its collaborators",
  editEarnings: 'Only admins and the video revenue team change earnings',
  seePmLogs: PROJECT_MANAGERS_ONLY,
  createJob: "Only the project's managers can create jobs",
  seeCost: 'Job stats are for admins',
  seeWordCountBand: PROJECT_MANAGERS_ONLY,
  join: 'Only project managers who are not on the project can join it',
  openScript: 'You are not allowed to do that',
  splitScript: SPLIT_FORBIDDEN,
  undoSplitScript: SPLIT_FORBIDDEN,
};

/**
 * The header's meta flags (`change-meta`) that `editMeta` guards refuse with the PMs' general sentence, not the
 * relaunch box's "this setting" (both kept as they were; one sentence for both would change what callers read).
 */
export const META_FLAGS_FORBIDDEN = PROJECT_MANAGERS_ONLY;

/** Why a working collaborator may not invite someone with no account yet (`inviteNewPeople`, issue 19). */
export const INVITE_NEW_PEOPLE_FORBIDDEN = "Only the project's managers invite people who have no account yet; ask one of them";

/** Whether `actor` is the kind of caller who may take `action` (whatever the state). */
export function mayTakeProjectAction(actor: Actor, action: ProjectActionName, target: ProjectTarget): boolean {
  const policy = PROJECT_ACTION_POLICY[action];
  if (policy === 'addToMyProjects') return can(actor, 'addToMyProjects', 'studio', null);
  if (policy === 'readScript') return can(actor, 'readScript', 'scene', target);
  return can(actor, policy, 'project', target);
}

/** Every action the caller may take on the project now: who (policy) × when (state). */
export function availableProjectActions(actor: Actor, target: ProjectTarget, state: ProjectState): ProjectActionName[] {
  return (Object.keys(PROJECT_ACTION_POLICY) as ProjectActionName[]).filter(
    (action) => mayTakeProjectAction(actor, action, target) && stateAllows(action, state),
  );
}

/** What a project list row tells about its project: enough for the rules of its actions (`PROJECT_ROW_ACTIONS`). */
export interface ProjectRowFacts {
  status: ProjectStatus;
  collaboratorIds: string[];
}

/**
 * The actions a list row carries: the same who (policy) × when (state) as the page's, in memory. None of these
 * rules reads the project's jobs or its content's state (only `read` and `openScript` read jobs; only content
 * actions read the script, brief or drive), so the row's status and collaborators suffice — the row list's
 * nine-caller test (server/test/projects-row-actions.test.ts) holds it to what the endpoints answer.
 */
export function availableProjectRowActions(actor: Actor, row: ProjectRowFacts): ProjectRowActionName[] {
  const target: ProjectTarget = { collaboratorIds: row.collaboratorIds, jobs: [], status: row.status };
  return PROJECT_ROW_ACTIONS.filter((action) => mayTakeProjectAction(actor, action, target) && statusAllows(action, row.status));
}

/**
 * SQL twin of `read` as the ids of the projects the actor may read (one column), or null when they read every
 * project (admins and staff). A set read off indexes (collaborations by user, jobs by claimant, open jobs), so
 * lists of callers with a small set (clients) start from it rather than testing every project; a freelancer's set
 * grows with the open jobs of their roles, so their list asks readableProjectsSql project by project instead.
 */
export function readableProjectIdsSql(actor: Actor): RawBuilder<unknown> | null {
  if (isAdmin(actor) || isStaff(actor)) return null;
  const collaborates = sql`select pc.project_id from project_collaborators pc where pc.user_id = ${actor.id}`;
  if (actor.level !== 'freelancer') return collaborates;
  return sql`${collaborates}
    union select jobs.project_id from jobs where jobs.claimed_by = ${actor.id}
    union select jobs.project_id from jobs where ${claimableJobSql(actor)}`;
}

/**
 * SQL twin of `read` over the `projects` table (unaliased), asked project by project with index probes (the
 * collaborators' primary key, jobs_claimed_by_project_idx, jobs_open_project_idx): a list read in its own order
 * stops at its page, however many open jobs the freelancer's roles have (readableProjectIdsSql collects them all).
 */
export function readableProjectsSql(actor: Actor): RawBuilder<boolean> {
  if (isAdmin(actor) || isStaff(actor)) return sql<boolean>`true`;
  const collaborates = sql<boolean>`exists (select 1 from project_collaborators pc
    where pc.project_id = projects.id and pc.user_id = ${actor.id})`;
  if (actor.level !== 'freelancer') return collaborates;
  // OFFSET 0 keeps each a probe per project: PostgreSQL would otherwise hash the whole set once (every open job of
  // the freelancer's roles, or every job they ever held), which is the cost this form exists to avoid.
  return sql<boolean>`(${collaborates}
    or exists (select 1 from jobs where jobs.claimed_by = ${actor.id} and jobs.project_id = projects.id offset 0)
    or exists (select 1 from jobs where jobs.project_id = projects.id and ${claimableJobSql(actor)} offset 0))`;
}
