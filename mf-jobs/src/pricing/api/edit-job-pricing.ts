/** POST /api/jobs/pricing {roles} — saves the rates of the roles given (admins). */
import { useState } from 'react';
import { api, messageOf, revalidate, type ApiBody, type ApiResponse } from 'shared-api';

export type SavePricingInput = ApiBody<'/api/jobs/pricing', 'post'>;
export type SavePricingResult = ApiResponse<'/api/jobs/pricing', 'post'>;

export function savePricing(input: SavePricingInput): Promise<SavePricingResult> {
  return api.post('/api/jobs/pricing', { body: input }, { silent: true });
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
