/** GET /api/payments — payment history: everything for admins and the payment role, else the caller's own. */
import { useApiInfinite, type Payment } from 'shared-api';

export type PaymentsPage = { payments: Payment[]; hasMore: boolean };

/** The spec leaves the history page size open; 20 matches the server's default. */
export const PAYMENT_PAGE_SIZE = 20;

export function usePayments() {
  return useApiInfinite<PaymentsPage>('/api/payments', null, { limit: PAYMENT_PAGE_SIZE, silent: true });
}
