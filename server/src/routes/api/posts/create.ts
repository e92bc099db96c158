// POST /api/posts: write a post, a memo (admins) or a private to-do in a feed.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequestError } from '../../../errors';
import { authorize } from '../../../policies';
import { insertPost, trackPost } from '../../../repositories/posts';
import { CreatePostSchema } from '../../../schemas/post';
import { renderMarkdown } from '../../../services/markdown';
import { notifyPost } from '../../../services/post-notifications';
import { uploadedFiles } from '../../../services/uploads';
import { currentUser } from '../../current-user';
import { answerPost, checkTags, checkTitle, loadPost, MEMOS_FOR_ADMINS, postableFeed } from './load';

const createPostRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('', { schema: CreatePostSchema, config: { userLimit: 'posts' } }, async (request, reply) => {
    const actor = currentUser(request);
    authorize(actor, 'listPosts', 'studio', null, 'Feeds are for contributors');
    const body = request.body;
    const type = body.type ?? 'post';
    if (type === 'memo') authorize(actor, 'createMemo', 'studio', null, MEMOS_FOR_ADMINS);
    const isPrivate = body.private ?? false;
    if (isPrivate && type === 'memo') throw new BadRequestError('private: a memo is for everyone who reads its feed');
    const title = checkTitle(body.title);
    const id = await app.db.transaction().execute(async (trx) => {
      const feed = await postableFeed(trx, actor, body.feed);
      const users = isPrivate ? [] : await checkTags(trx, body.users ?? []);
      const files = await uploadedFiles(trx, body.files ?? [], actor);
      const text = body.body ?? '';
      const row = await insertPost(trx, {
        feed_id: feed.id,
        type: isPrivate ? 'todo' : type,
        title,
        body: text,
        body_html: renderMarkdown(text),
        user_id: actor.id,
        private: isPrivate,
        rating: body.rating ?? 3,
        users,
        files: JSON.stringify(files) as never,
      });
      // The author has read what they wrote.
      await trackPost(trx, actor, row.id, { read: true });
      const { post, target } = await loadPost(trx, actor, row.id);
      await notifyPost(trx, 'post/create', { id: post.id, title, authorId: actor.id, taggedIds: users, target }, feed, actor);
      return row.id;
    });
    reply.code(201);
    return answerPost(app.db, actor, id, 'Post created');
  });
};

export default createPostRoute;
