/** POST /api/messages/conversations/{id}/read — the caller has read the conversation up to now (its unread count drops). */
import { api, revalidate } from 'shared-api';
import { CONVERSATIONS_PATH } from './get-conversations';
import { UNREAD_PATH } from './get-unread';

/** Silent: nothing for the reader to act on if it fails (the badge stays until the next read). */
export async function markConversationRead(conversationId: string): Promise<void> {
  await api.post('/api/messages/conversations/{id}/read', { params: { id: conversationId } }, { silent: true });
  await Promise.all([revalidate(UNREAD_PATH), revalidate(CONVERSATIONS_PATH)]);
}
