/** POST /api/accounts/password — a new password; the server signs out the user's other sessions. */
import { api, type ApiBody, useRequest } from 'shared-api';
import type { AccountChange } from './account-change';

export type SetPasswordInput = ApiBody<'/api/accounts/password', 'post'>;

/** Silent: the form shows the server's message in the field it is about. */
export const setPassword = (input: SetPasswordInput) =>
  api.post<AccountChange>('/api/accounts/password', input, { silent: true });
export const useSetPassword = () => useRequest(setPassword);
