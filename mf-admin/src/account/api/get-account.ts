/** GET /api/accounts/me — the signed-in user and the settings the session does not carry. */
import { useApi, type ApiResponse } from 'shared-api';

export type Account = ApiResponse<'/api/accounts/me', 'get'>;
export const ACCOUNT_PATH = '/api/accounts/me' as const;

/** Silent: the account page shows a failure in place. */
export const useAccount = () => useApi(ACCOUNT_PATH, {}, { silent: true });
