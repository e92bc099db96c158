// The project's shapes on the wire, shared by the project routes, presenters and repositories (and through
// OpenAPI by the client's generated types). The project endpoints' own schemas are in schemas/project-<topic>.ts.
import { Type, type Static } from '@sinclair/typebox';
import { PROJECT_STATUSES, STORYBOARD_BRIEF_GENDERS } from '../db/types';
import { DateTime, Id, nullable, ref, stringEnum } from './common';
import { CommentCounts } from './comment';

/** The tabs of the project list: every status plus the derived `all`, `my-projects` and `fbRelaunch`. */
export const PROJECT_TABS = [
  'all',
  'my-projects',
  'new',
  'script-writing',
  'storyboarding',
  'production',
  'finalizing',
  'ready',
  'launched',
  'fbRelaunch',
  'onhold',
  'trash',
] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];

export const SCRIPT_STATUSES = ['new', 'pending', 'confirmed'] as const;
export const STORYBOARD_STATUSES = ['new', 'sketch-pending', 'sketch-confirmed', 'pending', 'confirmed'] as const;
export const PLATFORMS = ['fb', 'yt', 'pr'] as const;
/** The project list's launch status filter (status ready): not launched on Facebook, not launched on YouTube. */
export const LAUNCH_FILTERS = ['not-fb', 'not-yt'] as const;
export type LaunchFilter = (typeof LAUNCH_FILTERS)[number];

export const ProjectStatus = stringEnum(PROJECT_STATUSES, { $id: 'ProjectStatus', title: 'ProjectStatus' });
export const ScriptStatus = stringEnum(SCRIPT_STATUSES, { $id: 'ScriptStatus', title: 'ScriptStatus' });
export const StoryboardStatus = stringEnum(STORYBOARD_STATUSES, { $id: 'StoryboardStatus', title: 'StoryboardStatus' });

/** What the caller may do on this project now (policy × state); the page's controls follow it. */
export const PROJECT_ACTIONS = [
  'rename',
  'updateStatus',
  'submitScript',
  'submitStoryboard',
  'approveScript',
  'approveStoryboard',
  'markReady',
  'hold',
  'activate',
  'trash',
  'restore',
  'toggleFlags',
  'listedBy',
  'duplicate',
  'transfer',
  'markGood',
  'editMeta',
  'claimForLaunch',
  'editSpecs',
  'setupDrive',
  'uploadDoc',
  'editBrief',
  'removeBrief',
  'submitRawScript',
  'publish',
  'editChecklist',
  'checkAdminItem',
  'editCollabs',
  'editEarnings',
  'seePmLogs',
  'createJob',
  'seeCost',
  'seeWordCountBand',
  'join',
  'openScript',
  'splitScript',
  'undoSplitScript',
] as const;
export const ProjectAction = stringEnum(PROJECT_ACTIONS, { $id: 'ProjectAction', title: 'ProjectAction' });
export type ProjectActionName = (typeof PROJECT_ACTIONS)[number];

/**
 * The actions a project list row carries (`GET /api/projects`): its item menu's, judged by the same rules as the
 * page's `actions` from the row's status and collaborators alone.
 */
export const PROJECT_ROW_ACTIONS = [
  'toggleFlags',
  'listedBy',
  'updateStatus',
  'duplicate',
  'transfer',
  'hold',
  'activate',
  'trash',
  'restore',
  'markGood',
] as const satisfies readonly ProjectActionName[];
export const ProjectRowAction = stringEnum(PROJECT_ROW_ACTIONS, { $id: 'ProjectRowAction', title: 'ProjectRowAction' });
export type ProjectRowActionName = (typeof PROJECT_ROW_ACTIONS)[number];

const CollabRef = Type.Object({ _id: Id, name: Type.String(), picture: nullable(Type.String()) });

export const ProjectListItem = Type.Object(
  {
    _id: Id,
    title: Type.String(),
    status: ref(ProjectStatus),
    oldStatus: nullable(ref(ProjectStatus)),
    scriptStatus: Type.String(),
    storyboardStatus: Type.String(),
    /** Star level 1-3; contributors only. */
    level: Type.Optional(Type.Integer()),
    starred: Type.Boolean(),
    perfBased: Type.Boolean(),
    progress: Type.Integer(),
    /** False when a scene holds a risky word; contributors only. */
    demonProof: Type.Optional(Type.Boolean()),
    wordCount: Type.Integer(),
    characterCount: Type.Integer(),
    sceneCount: Type.Integer(),
    platforms: Type.Array(Type.String()),
    postId: nullable(Id),
    listedByMe: Type.Boolean(),
    collabs: Type.Array(CollabRef),
    created: DateTime,
    updated: DateTime,
    /** What the caller may do from the row's item menu now (policy × state, as the page's `actions`). */
    actions: Type.Array(ref(ProjectRowAction)),
  },
  { $id: 'ProjectListItem', title: 'ProjectListItem' },
);
export type ProjectListItemJson = Static<typeof ProjectListItem>;

/** Who did something and when. */
export const UserStamp = Type.Object(
  { user: Type.Object({ _id: Id, name: Type.String() }), date: DateTime },
  { $id: 'UserStamp', title: 'UserStamp' },
);

export const ProjectCollab = Type.Object(
  {
    _id: Id,
    name: Type.String(),
    picture: nullable(Type.String()),
    level: Type.String(),
    /** The project's PMs see e-mails (to tell pending invitations apart). */
    email: Type.Optional(Type.String()),
    /** Invited by e-mail and not signed up yet. */
    pending: Type.Boolean(),
    /** Holds the project-manager role (or is an admin): a PM of this project. */
    pm: Type.Boolean(),
  },
  { $id: 'ProjectCollab', title: 'ProjectCollab' },
);

export const StoryboardBrief = Type.Object(
  {
    genderMain: stringEnum(STORYBOARD_BRIEF_GENDERS),
    genderMainOther: Type.String({ maxLength: 200 }),
    age: Type.String({ maxLength: 200 }),
    ethnicity: Type.String({ maxLength: 200 }),
    other: Type.String({ maxLength: 2000 }),
    diversity: stringEnum(['yes', 'no'] as const),
    gender: stringEnum(['equal', 'female', 'male'] as const),
  },
  { $id: 'StoryboardBrief', title: 'StoryboardBrief', additionalProperties: false },
);

export const SpecSample = Type.Object(
  {
    id: Type.String(),
    file: Type.String(),
    group: Type.String(),
    label: Type.String(),
    ext: Type.String(),
    gender: Type.Optional(Type.String()),
  },
  { $id: 'SpecSample', title: 'SpecSample' },
);

const ChecklistEntryFields = {
  id: Type.String(),
  name: Type.String(),
  checked: Type.Boolean(),
  user: nullable(Type.Object({ _id: Id, name: Type.String() })),
  toggled: nullable(DateTime),
};
export const ChecklistItem = Type.Object(
  {
    ...ChecklistEntryFields,
    /** A tutorial for the step; null when none is written. */
    help: nullable(Type.String()),
    /** Only admins may tick it (the launch steps). */
    admin: Type.Boolean(),
    items: Type.Array(Type.Object(ChecklistEntryFields)),
  },
  { $id: 'ChecklistItem', title: 'ChecklistItem' },
);

export const ProjectDoc = Type.Object(
  {
    _id: Id,
    fileId: Id,
    name: Type.String(),
    fileName: Type.String(),
    ext: Type.String(),
    size: Type.Integer(),
    text: Type.String(),
    created: DateTime,
    user: nullable(Type.Object({ _id: Id, name: Type.String() })),
  },
  { $id: 'ProjectDoc', title: 'ProjectDoc' },
);

export const Earnings = Type.Object(
  {
    fbUrl: nullable(Type.String()),
    ytUrl: nullable(Type.String()),
    total: nullable(Type.Number()),
    syncedAt: nullable(DateTime),
    additional: Type.Array(Type.Object({ source: Type.String(), total: Type.Number() })),
  },
  { $id: 'Earnings', title: 'Earnings' },
);

export const ProjectMetaJson = Type.Object(
  {
    fbLaunchDate: nullable(DateTime),
    /** The planned launch day per platform (YYYY-MM-DD), as Mark as Ready recorded it; null where none (issue 24). */
    plannedLaunches: Type.Object({
      fb: nullable(Type.String({ format: 'date' })),
      yt: nullable(Type.String({ format: 'date' })),
    }),
    disableRelaunch: Type.Boolean(),
    /** The Facebook relaunch is offered: launched there over 120 days ago and not disabled. */
    fbRelaunch: Type.Boolean(),
    claimedForLaunch: nullable(ref(UserStamp)),
    emailSent: nullable(ref(UserStamp)),
    markedGood: nullable(ref(UserStamp)),
    orderScript: Type.Boolean(),
    postId: nullable(Id),
  },
  { $id: 'ProjectMeta', title: 'ProjectMeta' },
);

/**
 * The project page's project. Fields a caller may not see are absent: clients get no level, demonProof,
 * checklist, specs, drive folder, earnings or docs; anonymous readers of a published project get only the
 * public subset (title, statuses, counts, dates). PM logs and jobs have their own calls.
 */
export const Project = Type.Object(
  {
    _id: Id,
    title: Type.String(),
    status: ref(ProjectStatus),
    oldStatus: nullable(ref(ProjectStatus)),
    scriptStatus: ref(ScriptStatus),
    storyboardStatus: ref(StoryboardStatus),
    wordCount: Type.Integer(),
    characterCount: Type.Integer(),
    sceneCount: Type.Integer(),
    published: Type.Boolean(),
    created: DateTime,
    updated: DateTime,
    level: Type.Optional(Type.Integer()),
    starred: Type.Optional(Type.Boolean()),
    perfBased: Type.Optional(Type.Boolean()),
    progress: Type.Optional(Type.Integer()),
    demonProof: Type.Optional(Type.Boolean()),
    platforms: Type.Optional(Type.Array(Type.String())),
    allowPortfolio: Type.Optional(Type.Boolean()),
    storyboardNumbers: Type.Optional(Type.Boolean()),
    storyboardVisible: Type.Optional(Type.Boolean()),
    listedByMe: Type.Optional(Type.Boolean()),
    collabs: Type.Optional(Type.Array(ref(ProjectCollab))),
    scriptRaw: Type.Optional(nullable(Type.Object({ body: Type.String(), comments: Type.String() }))),
    storyboardBrief: Type.Optional(nullable(ref(StoryboardBrief))),
    credits: Type.Optional(Type.String()),
    specs: Type.Optional(
      Type.Object({ level: Type.Integer(), voice: nullable(ref(SpecSample)), music: nullable(ref(SpecSample)) }),
    ),
    checklist: Type.Optional(Type.Array(ref(ChecklistItem))),
    meta: Type.Optional(ref(ProjectMetaJson)),
    docs: Type.Optional(Type.Array(ref(ProjectDoc))),
    gdriveFolder: Type.Optional(nullable(Type.String())),
    earnings: Type.Optional(ref(Earnings)),
    transfers: Type.Optional(Type.Array(Type.Object({ target: Type.String(), url: nullable(Type.String()) }))),
    actions: Type.Array(ref(ProjectAction)),
    /** Comments per visibility key as the caller may see them (issue 11). */
    commentCounts: Type.Optional(ref(CommentCounts)),
  },
  { $id: 'Project', title: 'Project' },
);
export type ProjectJson = Static<typeof Project>;

/** The overview board's columns (spec doc 2 "Project overview board"), in order. */
export const OVERVIEW_STATUSES = ['script-writing', 'storyboarding', 'production', 'finalizing', 'ready'] as const;
export type OverviewStatus = (typeof OVERVIEW_STATUSES)[number];

/** A project's card on the overview board. */
export const OverviewCard = Type.Object(
  {
    _id: Id,
    title: Type.String(),
    updated: DateTime,
    /** The cover image's file id (`/media/{id}_t.jpg`); null while the project has no cover. */
    thumbnail: nullable(Id),
    /** Collaborators with a name (pending invitations have none yet), in the order they joined. */
    collabs: Type.Array(Type.Object({ _id: Id, firstName: Type.String() })),
    /** Star level 1-3 (specs.level); the board shows it to PMs. */
    level: Type.Integer({ minimum: 1, maximum: 3 }),
  },
  { $id: 'OverviewCard', title: 'OverviewCard' },
);
export type OverviewCardJson = Static<typeof OverviewCard>;

/** A project the global search found (issue 18): what its result shows. */
export const ProjectSearchResult = Type.Object(
  {
    _id: Id,
    title: Type.String(),
    status: ref(ProjectStatus),
    /** The cover's file id (`/media/{id}_t.jpg`: the cover the project chose for Facebook, else its first); null without one. */
    thumbnail: nullable(Id),
    updated: DateTime,
  },
  { $id: 'ProjectSearchResult', title: 'ProjectSearchResult' },
);
export type ProjectSearchResultJson = Static<typeof ProjectSearchResult>;

export const PROJECT_NAMED_SCHEMAS = [
  ProjectStatus,
  ScriptStatus,
  StoryboardStatus,
  ProjectAction,
  ProjectRowAction,
  ProjectListItem,
  UserStamp,
  ProjectCollab,
  StoryboardBrief,
  SpecSample,
  ChecklistItem,
  ProjectDoc,
  Earnings,
  ProjectMetaJson,
  Project,
  OverviewCard,
  ProjectSearchResult,
];
