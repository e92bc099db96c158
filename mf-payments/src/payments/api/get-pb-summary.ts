/** GET /api/payments/pb — a user's performance-based breakdown (the caller's own; admins and the payment role anyone's). */
import { useApi, type PbSummary } from 'shared-api';

export const PB_SUMMARY_PATH = '/api/payments/pb';

/** `userId` null: the caller's own. Silent: the screen shows the server's message in place, with Retry. */
export function usePbSummary(userId: string | null) {
  return useApi<PbSummary>(PB_SUMMARY_PATH, userId ? { user: userId } : null, { silent: true });
}
