/** POST /api/accounts/notification-email — where notification mails go ('' = the sign-in e-mail). */
import { api, type ApiBody, useRequest } from 'shared-api';

export type SetNotificationEmailInput = ApiBody<'/api/accounts/notification-email', 'post'>;

/** Silent: the field shows the message. */
export const setNotificationEmail = (input: SetNotificationEmailInput) =>
  api.post('/api/accounts/notification-email', { body: input }, { silent: true });
export const useSetNotificationEmail = () => useRequest(setNotificationEmail);
