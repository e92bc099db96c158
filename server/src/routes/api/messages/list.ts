// GET /api/messages/conversations: the caller's conversations, the latest first.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { presentConversations } from '../../../presenters/message';
import { listConversations } from '../../../repositories/messages';
import { ListConversationsSchema } from '../../../schemas/message';
import { currentUser } from '../../current-user';

const listConversationsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/conversations', { schema: ListConversationsSchema }, async (request) => {
    const actor = currentUser(request);
    const { skip, limit } = request.query;
    const rows = await listConversations(app.db, actor.id, { skip, limit });
    const page = rows.slice(0, limit);
    return {
      conversations: await presentConversations(app.db, page, actor),
      skip: skip + page.length,
      hasMore: rows.length > limit,
    };
  });
};

export default listConversationsRoute;
