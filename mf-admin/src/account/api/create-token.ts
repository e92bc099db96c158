/** POST /api/accounts/tokens — a new personal API token; the answer holds the token, shown this once. */
import { api, type ApiBody, useRequest } from 'shared-api';

export type CreateTokenInput = ApiBody<'/api/accounts/tokens', 'post'>;

/** Silent: the form shows the message beside its fields. */
export const createToken = (input: CreateTokenInput) => api.post('/api/accounts/tokens', { body: input }, { silent: true });
export const useCreateToken = () => useRequest(createToken);
