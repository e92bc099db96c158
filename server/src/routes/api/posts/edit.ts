// POST /api/posts/:id: the author (or an admin) edits a post, or moves it to another feed.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authorize } from '../../../policies';
import { updatePost } from '../../../repositories/posts';
import { UpdatePostSchema } from '../../../schemas/post';
import { renderMarkdown } from '../../../services/markdown';
import { uploadedFiles } from '../../../services/uploads';
import { currentUser } from '../../current-user';
import { answerPost, checkTags, checkTitle, loadPost, postableFeed } from './load';

const editPostRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id', { schema: UpdatePostSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listPosts', 'studio', null, 'Feeds are for contributors');
    const body = request.body;
    await app.db.transaction().execute(async (trx) => {
      const { post, target } = await loadPost(trx, actor, request.params.id, true);
      authorize(actor, 'edit', 'post', target, 'Only its author or an admin edits a post');
      const feed = body.feed && body.feed !== post.feed_id ? await postableFeed(trx, actor, body.feed) : null;
      const title = body.title === undefined ? undefined : checkTitle(body.title);
      const users = body.users === undefined || post.private ? undefined : await checkTags(trx, body.users);
      const files = body.files === undefined ? undefined : await uploadedFiles(trx, body.files, actor);
      await updatePost(trx, post.id, {
        ...(feed && { feed_id: feed.id }),
        ...(title !== undefined && { title }),
        ...(body.body !== undefined && { body: body.body, body_html: renderMarkdown(body.body) }),
        ...(body.rating !== undefined && post.rating_count === 0 && { rating: body.rating }),
        ...(users !== undefined && { users }),
        ...(files !== undefined && { files: JSON.stringify(files) as never }),
        updated_at: new Date(),
      });
    });
    return answerPost(app.db, actor, request.params.id, 'Changes have been saved');
  });
};

export default editPostRoute;
