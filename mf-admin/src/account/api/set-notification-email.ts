/** POST /api/accounts/notification-email — where notification mails go ('' = the sign-in e-mail). */
import { api, type ApiBody, useRequest } from 'shared-api';
import type { AccountChange } from './account-change';

export type SetNotificationEmailInput = ApiBody<'/api/accounts/notification-email', 'post'>;

/** Silent: the field shows the message. */
export const setNotificationEmail = (input: SetNotificationEmailInput) =>
  api.post<AccountChange>('/api/accounts/notification-email', input, { silent: true });
export const useSetNotificationEmail = () => useRequest(setNotificationEmail);
