// POST /api/posts/:id/create/project: turn a post (a viewer's story) into a project.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authorize } from '../../../policies';
import { presentProjectView } from '../../../presenters/project';
import { CreateProjectFromPostSchema, MAY_NOT_CONVERT, PROJECT_CREATED } from '../../../schemas/project-copies';
import { readProjectView } from '../../../services/locked-project';
import { createProjectFromPost } from '../../../services/story-projects';
import { currentUser } from '../../current-user';
import { loadPost } from './load';

const createProjectFromPostRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/create/project', { schema: CreateProjectFromPostSchema }, async (request, reply) => {
    const actor = currentUser(request);
    authorize(actor, 'listPosts', 'studio', null, 'Feeds are for contributors');
    const { post, target } = await loadPost(app.db, actor, request.params.id);
    authorize(actor, 'createProject', 'post', target, MAY_NOT_CONVERT);
    const projectId = await createProjectFromPost(
      app.db,
      actor,
      { id: post.id, title: post.title, body: post.body },
      request.body,
    );
    reply.code(201);
    return { message: PROJECT_CREATED, project: presentProjectView(await readProjectView(app.db, actor, projectId)) };
  });
};

export default createProjectFromPostRoute;
