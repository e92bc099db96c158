/** GET /api/accounts/tokens — the signed-in user's personal API tokens, newest first (never the tokens themselves). */
import { useApi, type ApiResponse } from 'shared-api';

export type ApiTokenList = ApiResponse<'/api/accounts/tokens', 'get'>;
export type ApiToken = ApiTokenList['tokens'][number];
export const TOKENS_PATH = '/api/accounts/tokens' as const;
/** One page: far more than anyone keeps; the section says when there are more. */
export const TOKENS_PAGE = 100;

/** Silent: the section shows a failure in place. */
export const useApiTokens = () => useApi(TOKENS_PATH, { query: { limit: TOKENS_PAGE } }, { silent: true });
