import { Type, type Static } from '@sinclair/typebox';
import { PROJECT_STATUSES } from '../../../db/types';
import { DateTime, Id, IdParams, nullable, paging, ref, responses, stringEnum } from '../../../schemas/common';

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

export const ProjectStatus = stringEnum(PROJECT_STATUSES, { $id: 'ProjectStatus', title: 'ProjectStatus' });
export const PLATFORMS = ['fb', 'yt', 'pr'] as const;

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
    collabs: Type.Array(Type.Object({ _id: Id, name: Type.String(), picture: nullable(Type.String()) })),
    created: DateTime,
    updated: DateTime,
  },
  { $id: 'ProjectListItem', title: 'ProjectListItem' },
);
export type ProjectListItemJson = Static<typeof ProjectListItem>;

export const ListProjectsSchema = {
  operationId: 'listProjects',
  tags: ['projects'],
  summary: 'Projects the caller may see, newest update first',
  description: "`all` excludes onhold and trash. The answer's `skip` is the offset of the next page.",
  querystring: Type.Object({
    status: stringEnum(PROJECT_TABS, { default: 'all' }),
    level: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
    platform: Type.Optional(stringEnum(PLATFORMS)),
    pb: Type.Optional(Type.Boolean({ description: 'only performance-based projects' })),
    ...paging(20, 100),
  }),
  response: responses({
    200: Type.Object({ projects: Type.Array(ref(ProjectListItem)), skip: Type.Integer(), hasMore: Type.Boolean() }),
  }),
};

export const ProjectCountsSchema = {
  operationId: 'countProjects',
  tags: ['projects'],
  summary: 'How many projects the caller sees in each tab of the list',
  response: responses({
    200: Type.Object({
      counts: Type.Object(
        Object.fromEntries(PROJECT_TABS.map((tab) => [tab, Type.Integer()])) as Record<
          ProjectTab,
          ReturnType<typeof Type.Integer>
        >,
      ),
    }),
  }),
};

export const CreateProjectSchema = {
  operationId: 'createProject',
  tags: ['projects'],
  summary: 'Creates a project; the creator becomes a collaborator',
  body: Type.Object({
    title: Type.String({ minLength: 1, maxLength: 200 }),
    addToMyProjects: Type.Optional(Type.Boolean({ description: 'PMs: also add it to my list' })),
  }),
  response: responses({ 201: Type.Object({ message: Type.String(), project: ref(ProjectListItem) }) }),
};

export const ProjectCostSchema = {
  operationId: 'getProjectCost',
  tags: ['projects'],
  summary: "Job stats (admins): what the project's jobs cost in dollars, and how many there are",
  description: 'Approved jobs count their pay plus bonus; the others their level-2 (or fixed) price.',
  params: IdParams,
  response: responses({ 200: Type.Object({ cost: Type.Number(), count: Type.Integer() }) }),
};
