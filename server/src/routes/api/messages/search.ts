// GET /api/messages/search: the caller's conversations and messages holding a term.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { iso } from '../../../presenters/dates';
import { presentConversations } from '../../../presenters/message';
import { findConversationsFor, searchMessages } from '../../../repositories/messages';
import { SEARCH_PREVIEW, SearchMessagesSchema } from '../../../schemas/message';
import { currentUser } from '../../current-user';

const preview = (text: string): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > SEARCH_PREVIEW ? `${line.slice(0, SEARCH_PREVIEW - 1)}…` : line;
};

const searchMessagesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/search', { schema: SearchMessagesSchema }, async (request) => {
    const actor = currentUser(request);
    const term = request.query.term.trim();
    if (!term) return { conversations: [] };
    const matches = await searchMessages(app.db, actor, term);
    const conversations = await presentConversations(
      app.db,
      await findConversationsFor(
        app.db,
        matches.map((m) => m.conversation_id),
        actor.id,
      ),
      actor,
    );
    const byId = new Map(conversations.map((c) => [c._id, c]));
    return {
      conversations: matches.flatMap((m) => {
        const conversation = byId.get(m.conversation_id);
        return conversation ? [{ conversation, preview: preview(m.text), messageId: m.id, created: iso(m.created_at) }] : [];
      }),
    };
  });
};

export default searchMessagesRoute;
