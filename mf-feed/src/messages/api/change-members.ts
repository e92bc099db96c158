/**
 * A group's people: POST (add, answers {conversation}) and DELETE (remove, answers {message})
 * /api/messages/conversations/{id}/members/{userId}. Its creator removes anyone; a member removes themself (leaving).
 */
import { api, notifyChanged } from 'shared-api';
import type { ConversationAnswer, MessageOnly } from './types';

const MEMBER_PATH = '/api/messages/conversations/{id}/members/{userId}';

export async function addMember(conversationId: string, userId: string): Promise<ConversationAnswer> {
  const answer = await api.post(MEMBER_PATH, { params: { id: conversationId, userId } });
  void notifyChanged('messages');
  return answer;
}

export async function removeMember(conversationId: string, userId: string): Promise<MessageOnly> {
  const answer = await api.del(MEMBER_PATH, { params: { id: conversationId, userId } });
  void notifyChanged('messages');
  return answer;
}
