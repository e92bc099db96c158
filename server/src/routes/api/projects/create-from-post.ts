// A project made from a story-reception post (PMs; its raw script split from the post's body; the same as POST
// /api/posts/{id}/create/project).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../../errors';
import { authorize } from '../../../policies';
import { postTarget } from '../../../presenters/feed';
import { findFeedById, findReadablePost, type FeedRow } from '../../../repositories/posts';
import { createProjectFromPost } from '../../../services/story-projects';
import { currentUser } from '../../current-user';
import { CreateFromPostSchema, MAY_NOT_CONVERT, PROJECT_CREATED } from '../../../schemas/project-copies';
import { presentProjectView } from '../../../presenters/project';
import { readProjectView } from '../../../services/locked-project';

const createFromPostRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/createFromPost', { schema: CreateFromPostSchema }, async (request, reply) => {
    const actor = currentUser(request);
    authorize(actor, 'createFromPost', 'studio', null, MAY_NOT_CONVERT);
    const { postId, ...input } = request.body;
    const post = await findReadablePost(app.db, actor, postId);
    if (!post) throw new NotFoundError('Post not found');
    const feed = (await findFeedById(app.db, post.feed_id)) as FeedRow;
    authorize(actor, 'createProject', 'post', postTarget(post, feed), MAY_NOT_CONVERT);
    const projectId = await createProjectFromPost(app.db, actor, { id: post.id, title: post.title, body: post.body }, input);
    reply.code(201);
    return { message: PROJECT_CREATED, project: presentProjectView(await readProjectView(app.db, actor, projectId)) };
  });
};

export default createFromPostRoutes;
