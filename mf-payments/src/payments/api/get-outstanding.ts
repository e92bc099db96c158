/**
 * GET /api/payments/outstanding — what is owed, paged by payee (by name): everyone for admins and the payment role,
 * else one's own entry. Each page carries `total`, what is owed on every page together.
 */
import { useApiInfinite, type ApiResponse } from 'shared-api';

export const OUTSTANDING_PATH = '/api/payments/outstanding' as const;
export type OutstandingAnswer = ApiResponse<typeof OUTSTANDING_PATH, 'get'>;

/** Payees per page: the server's default. */
export const OUTSTANDING_PAGE_SIZE = 20;

/** `userId`: only that payee's entry (the admins' staff filter); null: everyone the caller may see. Silent: the screen shows the server's message in place, with Retry. */
export function useOutstanding(userId: string | null) {
  return useApiInfinite(
    OUTSTANDING_PATH,
    { query: userId ? { user: userId } : {} },
    {
      limit: OUTSTANDING_PAGE_SIZE,
      itemsKey: 'entries',
      silent: true,
    },
  );
}
