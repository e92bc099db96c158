/** POST /api/accounts/notification — whether notifications also go out by e-mail. */
import { api, type ApiBody, useRequest } from 'shared-api';

export type SetNotificationInput = ApiBody<'/api/accounts/notification', 'post'>;

export const setNotification = (input: SetNotificationInput) => api.post('/api/accounts/notification', { body: input });
export const useSetNotification = () => useRequest(setNotification);
