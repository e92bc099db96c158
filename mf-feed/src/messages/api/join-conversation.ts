/** POST /api/messages/conversations/{id}/join — a contributor joins a public conversation (answers {conversation}). */
import { api, notifyChanged } from 'shared-api';
import { conversationPath } from './get-conversation';
import type { ConversationAnswer } from './types';

export async function joinConversation(conversationId: string): Promise<ConversationAnswer> {
  const answer = await api.post<ConversationAnswer>(`${conversationPath(conversationId)}/join`, {});
  await notifyChanged('messages');
  return answer;
}
