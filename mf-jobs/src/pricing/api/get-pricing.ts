/** GET /api/jobs/pricing — the rates table (admins; PMs see it without the PM and cross-checking rates). */
import { useApi, type ApiResponse } from 'shared-api';

export type PricingAnswer = ApiResponse<'/api/jobs/pricing', 'get'>;

/** `enabled: false` skips the request (callers who may not read the table). */
export function usePricing(enabled = true) {
  return useApi('/api/jobs/pricing', enabled ? {} : null, { silent: true });
}
