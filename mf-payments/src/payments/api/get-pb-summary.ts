/** GET /api/payments/pb — a user's performance-based breakdown (the caller's own; admins and the payment role anyone's). */
import { useApi } from 'shared-api';

export const PB_SUMMARY_PATH = '/api/payments/pb' as const;

/** `userId` null: the caller's own. Silent: the screen shows the server's message in place, with Retry. */
export function usePbSummary(userId: string | null) {
  return useApi(PB_SUMMARY_PATH, { query: userId ? { user: userId } : {} }, { silent: true });
}
