/** POST /api/messages/conversations/{id}/join — a contributor joins a public conversation (answers {conversation}). */
import { api, notifyChanged } from 'shared-api';
import type { ConversationAnswer } from './types';

export async function joinConversation(conversationId: string): Promise<ConversationAnswer> {
  const answer = await api.post('/api/messages/conversations/{id}/join', { params: { id: conversationId } });
  await notifyChanged('messages');
  return answer;
}
