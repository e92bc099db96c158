/** POST /api/payments/batches — records the chosen outstanding entries as paid, one payment per payee (the payment role). */
import { api, notifyChanged, useRequest, type ApiBody, type ApiResponse } from 'shared-api';

export type PayoutBatchInput = ApiBody<'/api/payments/batches', 'post'>;
export type PayoutBatchResult = ApiResponse<'/api/payments/batches', 'post'>;

/**
 * Silent: the dialog shows the server's message. The batch key is made once per batch the payer means, so a retry
 * after a lost answer answers the first batch instead of paying twice. On success the payments and jobs reload.
 */
export async function recordPayoutBatch(input: PayoutBatchInput): Promise<PayoutBatchResult> {
  const result = await api.post('/api/payments/batches', { body: input }, { silent: true });
  void notifyChanged('payments');
  void notifyChanged('jobs');
  return result;
}

export const useRecordPayoutBatch = () => useRequest(recordPayoutBatch);
