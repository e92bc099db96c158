import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { can } from '../../../policies';
import { presentMemo } from '../../../presenters/feed';
import { listUnreadMemos } from '../../../repositories/posts';
import { currentUser } from '../../current-user';
import { UnreadMemosSchema } from '../../../schemas/post';

const memoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Non-contributors read no feeds, so they have no memos (an empty list, not an error: the shell asks on every load).
  app.get('/unread', { schema: UnreadMemosSchema }, async (request) => {
    const actor = currentUser(request);
    if (!can(actor, 'readMemos', 'studio', null)) return { memos: [] };
    const memos = await listUnreadMemos(app.db, actor);
    return { memos: memos.map(presentMemo) };
  });
};

export default memoRoutes;
