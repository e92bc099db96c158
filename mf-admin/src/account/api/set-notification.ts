/** POST /api/accounts/notification — whether notifications also go out by e-mail. */
import { api, type ApiBody } from 'shared-api';
import type { AccountChange } from './account-change';
import { useRequest } from '../../shared/useRequest';

export type SetNotificationInput = ApiBody<'/api/accounts/notification', 'post'>;

export const setNotification = (input: SetNotificationInput) => api.post<AccountChange>('/api/accounts/notification', input);
export const useSetNotification = () => useRequest(setNotification);
