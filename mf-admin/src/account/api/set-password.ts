/** POST /api/accounts/password — a new password; the server signs out the user's other sessions. */
import { api, type ApiBody, useRequest } from 'shared-api';

export type SetPasswordInput = ApiBody<'/api/accounts/password', 'post'>;

/** Silent: the form shows the server's message in the field it is about. */
export const setPassword = (input: SetPasswordInput) => api.post('/api/accounts/password', { body: input }, { silent: true });
export const useSetPassword = () => useRequest(setPassword);
