/** GET/POST /api/notifs/config — mute comment notifications for one item (action type `comment`). */
import { api, useApi } from 'shared-api';

export type MuteAnswer = { config: { itemId: string; actionType: string; disabled: boolean } };
const ACTION = 'comment';

export function useCommentMute(itemId: string, enabled: boolean) {
  return useApi<MuteAnswer>(enabled ? '/api/notifs/config' : null, { itemId, actionType: ACTION }, { silent: true });
}

export const setCommentMute = (itemId: string, disabled: boolean) =>
  api.post<MuteAnswer>('/api/notifs/config', { itemId, actionType: ACTION, disabled }, { silent: true });
