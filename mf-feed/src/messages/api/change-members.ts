/**
 * A group's people: POST (add) and DELETE (remove) /api/messages/conversations/{id}/members/{userId}; both answer
 * {conversation}. Leaving is removing oneself.
 */
import { api, notifyChanged } from 'shared-api';
import { conversationPath } from './get-conversation';
import type { ConversationAnswer } from './types';

const memberPath = (conversationId: string, userId: string) =>
  `${conversationPath(conversationId)}/members/${encodeURIComponent(userId)}`;

export async function addMember(conversationId: string, userId: string): Promise<ConversationAnswer> {
  const answer = await api.post<ConversationAnswer>(memberPath(conversationId, userId), {});
  void notifyChanged('messages');
  return answer;
}

export async function removeMember(conversationId: string, userId: string): Promise<ConversationAnswer> {
  const answer = await api.del<ConversationAnswer>(memberPath(conversationId, userId));
  void notifyChanged('messages');
  return answer;
}
