// GET /api/messages/conversations/:id/messages: a conversation's messages, a page at a time.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequestError } from '../../../errors';
import { presentMessages } from '../../../presenters/message';
import { listMessages } from '../../../repositories/messages';
import { ListMessagesSchema, MESSAGE_MESSAGES as M } from '../../../schemas/message';
import { currentUser } from '../../current-user';
import { loadConversation } from './load';

const listMessagesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/conversations/:id/messages', { schema: ListMessagesSchema }, async (request) => {
    const actor = currentUser(request);
    const conversation = await loadConversation(app, actor, request.params.id);
    const { before, limit } = request.query;
    const rows = await listMessages(app.db, conversation.id, { before, limit });
    if (!rows) throw new BadRequestError(M.messageNotFound);
    return { messages: await presentMessages(app.db, rows.slice(0, limit)), hasMore: rows.length > limit };
  });
};

export default listMessagesRoute;
