/** GET /api/payments/outstanding — what is owed, per payee by name: everyone for admins and the payment role, else one's own. */
import { useApi, type ApiResponse } from 'shared-api';

export const OUTSTANDING_PATH = '/api/payments/outstanding';
export type OutstandingAnswer = ApiResponse<typeof OUTSTANDING_PATH, 'get'>;

/** Silent: the screen shows the server's message in place, with Retry. */
export function useOutstanding() {
  return useApi<OutstandingAnswer>(OUTSTANDING_PATH, null, { silent: true });
}
