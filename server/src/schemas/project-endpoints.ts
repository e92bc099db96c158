import { Type } from '@sinclair/typebox';
import { Id, IdParams, paging, ref, responses, stringEnum } from './common';
import {
  LAUNCH_FILTERS,
  PLATFORMS,
  PROJECT_TABS,
  Project,
  ProjectListItem,
  ProjectSearchResult,
  type ProjectTab,
} from './project';

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
    launch: Type.Optional(
      stringEnum(LAUNCH_FILTERS, { description: "launch status: `not-fb` has no 'fb' in its platforms, `not-yt` no 'yt'" }),
    ),
    ...paging(20, 100),
  }),
  response: responses({
    200: Type.Object({ projects: Type.Array(ref(ProjectListItem)), skip: Type.Integer(), hasMore: Type.Boolean() }),
  }),
};

export const SearchProjectsSchema = {
  operationId: 'searchProjects',
  tags: ['projects'],
  summary: 'Global search: the projects the caller may read whose title matches the term, newest update first, paged',
  description:
    'A substring of the title (Thai has no spaces between words) or all of its words; trashed projects are left out. ' +
    "A blank term finds nothing. The answer's `skip` is the offset of the next page.",
  querystring: Type.Object({ term: Type.String({ minLength: 1, maxLength: 200 }), ...paging(10, 50) }),
  response: responses({
    200: Type.Object({ projects: Type.Array(ref(ProjectSearchResult)), skip: Type.Integer(), hasMore: Type.Boolean() }),
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

export const GetProjectSchema = {
  operationId: 'getProject',
  tags: ['projects'],
  summary: 'One project as its page shows it, presented for the caller',
  description:
    'Anonymous visitors may read a published project (the public subset). Clients get no internals; PM logs and jobs have their own calls.',
  params: IdParams,
  response: responses({ 200: Type.Object({ project: ref(Project) }) }),
};

// The benchmark's floor (routes/api/projects/bench-floor.ts, only with BENCH_FLOOR=1): hidden from the document.
export const BenchFloorListSchema = {
  hide: true,
  querystring: Type.Object({ as: Id, status: stringEnum(PROJECT_TABS, { default: 'all' }), ...paging(20, 100) }),
};

export const BenchFloorSearchSchema = {
  hide: true,
  querystring: Type.Object({ as: Id, term: Type.String({ minLength: 1 }), ...paging(10, 50) }),
};

export const BenchFloorReadSchema = { hide: true, params: IdParams, querystring: Type.Object({ as: Id }) };
