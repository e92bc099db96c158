/** DELETE /api/accounts/tokens/{id} — revokes one of the user's tokens: every later call with it is refused. */
import { api, useRequest } from 'shared-api';

/** Silent: the confirmation dialog shows a refusal. */
export const revokeToken = (id: string) => api.del('/api/accounts/tokens/{id}', { params: { id } }, { silent: true });
export const useRevokeToken = () => useRequest(revokeToken);
