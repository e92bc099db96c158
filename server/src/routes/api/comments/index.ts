// Comments on projects, scenes and posts (spec doc 2 section 7). Each call: validate → load the item (404 for
// who may not read it; 401 for an anonymous visitor unless it is a published project) → authorise on the
// comment policy (403 naming who may) → act in a transaction (notifications in it) → present as the caller sees it.
// One file per thing a person does: list, count, create, edit, remove, hide (load.ts: what they share).
import type { FastifyPluginAsync } from 'fastify';
import countCommentsRoute from './count';
import createCommentRoute from './create';
import editCommentRoute from './edit';
import hideCommentRoute from './hide';
import listCommentsRoute from './list';
import removeCommentRoute from './remove';

const commentRoutes: FastifyPluginAsync = async (app) => {
  for (const routes of [
    listCommentsRoute,
    countCommentsRoute,
    createCommentRoute,
    editCommentRoute,
    removeCommentRoute,
    hideCommentRoute,
  ])
    await app.register(routes);
};

export default commentRoutes;
