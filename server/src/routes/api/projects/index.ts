import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequestError, NotFoundError, UnauthorizedError } from '../../../errors';
import { projectCost } from '../../../domain/pricing';
import { projectJobCosts } from '../../../repositories/jobs';
import { authorize, can, GUEST, isGuest, PROJECT_FORBIDDEN, type Caller } from '../../../policies';
import { presentProject, presentProjectListItem, presentProjectSearchResult } from '../../../presenters/project';
import { commentCountsFor } from '../../../presenters/comment';
import {
  countProjects,
  findProjectDetail,
  findProjectFacts,
  findVisibleProject,
  insertProject,
  listProjects,
  projectTarget,
  searchProjects,
} from '../../../repositories/projects';
import { cachedJson } from '../../../plugins/read-cache';
import { currentCaller, currentUser } from '../../current-user';
import { PROJECT_NOT_FOUND } from '../../../services/locked-project';
import { notifyClientOrder } from '../../../services/project-notifications';
import { newChecklist } from '../../../domain/checklist';
import checklistRoutes from './checklist';
import collaboratorRoutes from './collaborators';
import createFromPostRoutes from './create-from-post';
import docRoutes from './docs';
import driveRoutes from './drive';
import duplicateRoutes from './duplicate';
import earningsRoutes from './earnings';
import flagRoutes from './flags';
import logRoutes from './logs';
import myListRoutes from './my-list';
import publishingRoutes from './publishing';
import rawScriptRoutes from './raw-script';
import renameRoutes from './rename';
import specsRoutes from './specs';
import statusRoutes from './status';
import storyboardBriefRoutes from './storyboard-brief';
import transferRoutes from './transfer';
import benchFloorRoutes from './bench-floor';
import overviewRoutes from './overview';
import {
  CreateProjectSchema,
  GetProjectSchema,
  ListProjectsSchema,
  ProjectCostSchema,
  ProjectCountsSchema,
  SearchProjectsSchema,
} from '../../../schemas/project-endpoints';
import publicViewRoutes from './public';
import scriptSplitRoutes from './script-split';

const projectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // One file per thing a project page does, named by it (the list, search, counts, create, read and cost are below).
  for (const routes of [
    checklistRoutes,
    specsRoutes,
    rawScriptRoutes,
    storyboardBriefRoutes,
    collaboratorRoutes,
    docRoutes,
    driveRoutes,
    earningsRoutes,
    publishingRoutes,
    duplicateRoutes,
    createFromPostRoutes,
    transferRoutes,
    renameRoutes,
    statusRoutes,
    flagRoutes,
    myListRoutes,
    logRoutes,
  ]) {
    await app.register(routes);
  }
  await app.register(publicViewRoutes);
  await app.register(scriptSplitRoutes);

  await app.register(overviewRoutes);
  await app.register(benchFloorRoutes);
  app.get('', { schema: ListProjectsSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listProjects', 'studio', null);
    const { projects, hasMore } = await listProjects(app.db, actor, request.query);
    return {
      projects: projects.map((project) => presentProjectListItem(project, actor)),
      skip: request.query.skip + projects.length,
      hasMore,
    };
  });

  // The global search (issue 18): a static path, so it wins over /:id.
  app.get('/search', { schema: SearchProjectsSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listProjects', 'studio', null);
    const { term, skip, limit } = request.query;
    if (!term.trim()) return { projects: [], skip, hasMore: false };
    const { projects, hasMore } = await searchProjects(app.db, actor, term.trim(), { skip, limit });
    return { projects: projects.map(presentProjectSearchResult), skip: skip + projects.length, hasMore };
  });

  app.get('/counts', { schema: ProjectCountsSchema }, async (request, reply) => {
    const actor = currentUser(request);
    authorize(actor, 'listProjects', 'studio', null);
    // An admin's counts pass over every project's status: kept until the data changes ("Reads kept in memory").
    return cachedJson(request, reply, `project-counts:${actor.id}`, async () => ({
      counts: await countProjects(app.db, actor),
    }));
  });

  app.post('', { schema: CreateProjectSchema }, async (request, reply) => {
    const actor = currentUser(request);
    authorize(actor, 'createProject', 'studio', null);
    const title = request.body.title.trim();
    if (!title) throw new BadRequestError('title must not be blank');
    const addToMyProjects = Boolean(request.body.addToMyProjects) && can(actor, 'addToMyProjects', 'studio', null);
    const project = await app.db.transaction().execute(async (trx) => {
      const values = { title, created_by: actor.id, checklist: JSON.stringify(newChecklist()) };
      const id = await insertProject(trx, values, actor.id, { listedBy: addToMyProjects });
      if (actor.level === 'client') await notifyClientOrder(trx, { id, title }, actor);
      return findVisibleProject(trx, actor, id);
    });
    if (!project) throw new Error('created project is not visible to its creator');
    reply.code(201);
    return { message: 'Project created', project: presentProjectListItem(project, actor) };
  });

  // Anonymous visitors read a published project (its public subset); everyone else what the policy lets them.
  app.get('/:id', { schema: GetProjectSchema, config: { anonymousReadable: true } }, async (request) => {
    const caller = currentCaller(request);
    const project = await findProjectDetail(app.db, request.params.id, caller.id);
    const withCounts = async (viewer: Caller, detail: NonNullable<typeof project>) => {
      const item = { kind: 'project' as const, id: detail.id, project: projectTarget(detail), published: detail.published };
      const counts = await commentCountsFor(app.db, [item], viewer);
      return { project: { ...presentProject(detail, viewer), commentCounts: counts.get(detail.id) } };
    };
    if (project && can(caller, 'read', 'project', projectTarget(project))) return withCounts(caller, project);
    // Someone who may not read it otherwise reads a published project as a guest would.
    if (project?.published) return withCounts(GUEST, project);
    // A guest is asked to sign in (the page then comes back here); others learn nothing.
    if (isGuest(caller)) throw new UnauthorizedError();
    throw new NotFoundError(PROJECT_NOT_FOUND);
  });

  app.get('/:id/cost', { schema: ProjectCostSchema }, async (request) => {
    const actor = currentUser(request);
    const project = await findProjectFacts(app.db, request.params.id);
    if (!project || !can(actor, 'read', 'project', projectTarget(project))) throw new NotFoundError(PROJECT_NOT_FOUND);
    authorize(actor, 'seeCost', 'project', projectTarget(project), PROJECT_FORBIDDEN.seeCost);
    const jobs = await projectJobCosts(app.db, project.id);
    return projectCost(
      jobs.map((job) => ({ price: job.price, prices: job.prices, bonus: job.bonus, amountOwed: job.amount_owed })),
    );
  });
};

export default projectRoutes;
