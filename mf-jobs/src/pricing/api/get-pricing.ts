/** GET /api/jobs/pricing — the rates table (admins; PMs see it without the PM and cross-checking rates). */
import { useApi, type Pricing } from 'shared-api';

export type PricingAnswer = { pricing: Pricing };

/** `enabled: false` skips the request (callers who may not read the table). */
export function usePricing(enabled = true) {
  return useApi<PricingAnswer>(enabled ? '/api/jobs/pricing' : null, undefined, { silent: true });
}
