/** GET /api/payments — payment history: everything for admins and the payment role, else the caller's own. */
import { useApiInfinite, type ApiResponse } from 'shared-api';

export type PaymentsPage = ApiResponse<'/api/payments', 'get'>;

/** The spec leaves the history page size open; 20 matches the server's default. */
export const PAYMENT_PAGE_SIZE = 20;

/** `userId`: only that payee's payments (the admins' staff filter); null: all the caller may see. */
export function usePayments(userId: string | null) {
  return useApiInfinite('/api/payments', { query: userId ? { user: userId } : {} }, { limit: PAYMENT_PAGE_SIZE, silent: true });
}
