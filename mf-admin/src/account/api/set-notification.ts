/** POST /api/accounts/notification — whether notifications also go out by e-mail. */
import { api, type ApiBody, useRequest } from 'shared-api';
import type { AccountChange } from './account-change';

export type SetNotificationInput = ApiBody<'/api/accounts/notification', 'post'>;

export const setNotification = (input: SetNotificationInput) => api.post<AccountChange>('/api/accounts/notification', input);
export const useSetNotification = () => useRequest(setNotification);
