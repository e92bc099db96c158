// Docs: `/api/blogposts`. Thin routes: authenticate → validate → authorise → act in a transaction → present.
// services/blogposts.ts writes the rows; the markdown body is rendered and sanitised there (services/markdown.ts).
// One file per thing a person does: list, files, read, create, edit, remove (refusals.ts: their sentences).
import type { FastifyPluginAsync } from 'fastify';
import createBlogpostRoute from './create';
import editBlogpostRoute from './edit';
import blogpostFilesRoute from './files';
import listBlogpostsRoute from './list';
import readBlogpostRoute from './read';
import removeBlogpostRoute from './remove';

const blogpostRoutes: FastifyPluginAsync = async (app) => {
  for (const routes of [
    listBlogpostsRoute,
    blogpostFilesRoute,
    readBlogpostRoute,
    createBlogpostRoute,
    editBlogpostRoute,
    removeBlogpostRoute,
  ]) {
    await app.register(routes);
  }
};

export default blogpostRoutes;
