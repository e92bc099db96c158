/** POST /api/jobs/pricing {roles} — saves the rates of the roles given (admins). */
import { useState } from 'react';
import { api, messageOf, revalidate, type Pricing, type RoleRates } from 'shared-api';

export type SavePricingInput = { roles: Record<string, RoleRates> };
export type SavePricingResult = { pricing: Pricing; message: string };

export function savePricing(input: SavePricingInput): Promise<SavePricingResult> {
  return api.post<SavePricingResult>('/api/jobs/pricing', input, { silent: true });
}

export function useSavePricing() {
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async (input: SavePricingInput): Promise<SavePricingResult | null> => {
    setSaving(true);
    setError(null);
    try {
      const result = await savePricing(input);
      void revalidate('/api/jobs/pricing');
      return result;
    } catch (err) {
      setError(messageOf(err));
      return null;
    } finally {
      setSaving(false);
    }
  };
  return { save, isSaving, error };
}
