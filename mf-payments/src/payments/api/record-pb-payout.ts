/** POST /api/payments/pb — records a PB payout (the payment role, never to oneself) as a payment in the ledger. */
import { api, notifyChanged, useRequest, type ApiBody, type ApiResponse } from 'shared-api';

export type PbPayoutInput = ApiBody<'/api/payments/pb', 'post'>;
export type PbPayoutResult = ApiResponse<'/api/payments/pb', 'post'>;

/** Silent: the form shows the server's message. On success the payments (history, PB breakdown) reload. */
export async function recordPbPayout(input: PbPayoutInput): Promise<PbPayoutResult> {
  const result = await api.post('/api/payments/pb', { body: input }, { silent: true });
  void notifyChanged('payments');
  return result;
}

export const useRecordPbPayout = () => useRequest(recordPbPayout);
