/** GET/POST /api/notifs/config — mute comment notifications for one item (action type `comment`). */
import { api, useApi, type ApiResponse } from 'shared-api';

export type MuteAnswer = ApiResponse<'/api/notifs/config', 'get'>;
const ACTION = 'comment';

export function useCommentMute(itemId: string, enabled: boolean) {
  return useApi('/api/notifs/config', enabled ? { query: { itemId, actionType: ACTION } } : null, { silent: true });
}

export const setCommentMute = (itemId: string, disabled: boolean) =>
  api.post('/api/notifs/config', { body: { itemId, actionType: ACTION, disabled } }, { silent: true });
