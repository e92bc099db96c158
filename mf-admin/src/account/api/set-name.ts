/** POST /api/accounts/name — name and alias (the credit name). */
import { api, type ApiBody, useRequest } from 'shared-api';

export type SetNameInput = ApiBody<'/api/accounts/name', 'post'>;

/** Silent: the form shows the message beside its fields. */
export const setName = (input: SetNameInput) => api.post('/api/accounts/name', { body: input }, { silent: true });
export const useSetName = () => useRequest(setName);
