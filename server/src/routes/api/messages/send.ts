// POST /api/messages/conversations/:id/messages: send a message (text and files) to a conversation.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequestError, ConflictError, ForbiddenError } from '../../../errors';
import { can } from '../../../policies';
import { presentMessages } from '../../../presenters/message';
import { recordLiveEvent } from '../../../repositories/live-events';
import {
  conversationTarget,
  findConversation,
  findSentMessage,
  insertMessage,
  type MessageRecord,
} from '../../../repositories/messages';
import { MESSAGE_MESSAGES as M, PostMessageSchema } from '../../../schemas/message';
import { uploadedFiles } from '../../../services/uploads';
import { currentUser } from '../../current-user';
import { LIVE, loadConversation } from './load';

const sendMessageRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/conversations/:id/messages',
    { schema: PostMessageSchema, config: { userLimit: 'messages' } },
    async (request, reply) => {
      const actor = currentUser(request);
      const conversation = await loadConversation(app, actor, request.params.id);
      if (!can(actor, 'post', 'conversation', conversationTarget(conversation))) throw new ForbiddenError(M.joinToPost);
      const clientId = request.body.clientId ?? null;
      const retried = async (first: MessageRecord | undefined) => {
        if (!first) return undefined;
        if (first.conversation_id !== conversation.id) throw new ConflictError(M.clientIdTaken);
        reply.code(200);
        return { message: (await presentMessages(app.db, [first]))[0] };
      };
      if (clientId) {
        const answer = await retried(await findSentMessage(app.db, actor.id, clientId));
        if (answer) return answer;
      }
      const text = request.body.text.trim();
      const files = await uploadedFiles(
        app.db,
        (request.body.files ?? []).map((file) => file.id),
        actor,
      );
      if (!text && files.length === 0) throw new BadRequestError(M.notBlank);
      const message = await app.db.transaction().execute(async (trx) => {
        const row = await insertMessage(trx, { conversationId: conversation.id, userId: actor.id, text, files, clientId });
        if (row) {
          const members = await findConversation(trx, conversation.id);
          await recordLiveEvent(trx, { resource: LIVE, ids: [conversation.id], userIds: members?.memberIds ?? [] });
        }
        return row;
      });
      if (!message) {
        // The same send raced its first attempt: the first one's message is the answer.
        const answer = clientId ? await retried(await findSentMessage(app.db, actor.id, clientId)) : undefined;
        if (answer) return answer;
        throw new ConflictError(M.clientIdTaken);
      }
      reply.code(201);
      return { message: (await presentMessages(app.db, [message]))[0] };
    },
  );
};

export default sendMessageRoute;
