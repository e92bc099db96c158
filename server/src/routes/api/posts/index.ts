// Calls under /api/posts (spec doc 2 section 7): a feed's page of posts, the global search, one post, and writing,
// rating, to-do, done, read marks, removal and turning a post into a project. Thin: authenticate → validate → load →
// authorise → act in a transaction → present. Who may do what is in policies/feed.ts.
// One file per thing a person does (list, search, read, create, edit, rate, todo, done, remove, create-project,
// track-users); load.ts: what they share; bench-floor.ts: the benchmark's floor.
import type { FastifyPluginAsync } from 'fastify';
import benchFloorRoutes from './bench-floor';
import createPostRoute from './create';
import createProjectFromPostRoute from './create-project';
import donePostRoute from './done';
import editPostRoute from './edit';
import listPostsRoute from './list';
import ratePostRoute from './rate';
import readPostRoute from './read';
import removePostRoute from './remove';
import searchPostsRoute from './search';
import todoPostRoute from './todo';
import trackPostRoute from './track-users';

const postRoutes: FastifyPluginAsync = async (app) => {
  for (const routes of [
    benchFloorRoutes,
    listPostsRoute,
    searchPostsRoute,
    readPostRoute,
    createPostRoute,
    editPostRoute,
    ratePostRoute,
    todoPostRoute,
    donePostRoute,
    removePostRoute,
    createProjectFromPostRoute,
    trackPostRoute,
  ]) {
    await app.register(routes);
  }
};

export default postRoutes;
