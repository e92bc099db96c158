/**
 * POST /api/messages/conversations {userIds, title?, isPublic?} — answers {conversation}; a one-to-one pair answers
 * its existing conversation. Silent: the form shows the server's sentence.
 */
import { api, notifyChanged, useRequest, type ApiBody } from 'shared-api';
import { CONVERSATIONS_PATH } from './get-conversations';
import type { ConversationAnswer } from './types';

export type ConversationInput = ApiBody<'/api/messages/conversations', 'post'>;

export async function createConversation(input: ConversationInput): Promise<ConversationAnswer> {
  const answer = await api.post(CONVERSATIONS_PATH, { body: input }, { silent: true });
  void notifyChanged('messages');
  return answer;
}

export const useCreateConversation = () => useRequest(createConversation);
