/** POST /api/payments — records a payment (the payment role), marking the chosen jobs and bonuses paid. */
import { api, notifyChanged, useRequest, type ApiBody, type ApiResponse } from 'shared-api';

export type CreatePaymentInput = ApiBody<'/api/payments', 'post'>;
export type CreatePaymentResult = ApiResponse<'/api/payments', 'post'>;

/**
 * A fresh Idempotency-Key: 128 random bits in hex. `crypto.getRandomValues` works on plain-http pages too, where
 * `crypto.randomUUID` does not exist.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Silent: the form shows the server's message. The same key with the same input answers the first payment again, so
 * a retry after a lost answer cannot pay twice. On success the payments (history, outstanding) and jobs (paid dates)
 * reload wherever they are shown.
 */
export async function createPayment(input: CreatePaymentInput, idempotencyKey: string): Promise<CreatePaymentResult> {
  const result = await api.post(
    '/api/payments',
    { body: input },
    {
      silent: true,
      headers: { 'Idempotency-Key': idempotencyKey },
    },
  );
  void notifyChanged('payments');
  void notifyChanged('jobs');
  return result;
}

export const useCreatePayment = () => useRequest(createPayment);
