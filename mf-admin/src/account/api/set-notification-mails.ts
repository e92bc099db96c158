/** POST /api/accounts/notification-mails — notification mails immediately, as a daily digest, or off. */
import { api, type ApiBody, useRequest } from 'shared-api';

export type SetNotificationMailsInput = ApiBody<'/api/accounts/notification-mails', 'post'>;
export type NotificationMailMode = SetNotificationMailsInput['mode'];

export const setNotificationMails = (input: SetNotificationMailsInput) =>
  api.post('/api/accounts/notification-mails', { body: input });
export const useSetNotificationMails = () => useRequest(setNotificationMails);
