// The payment notification (DECISIONS "Notifications": payment create → the paid user, never the actor). Sent inside
// the payment's transaction, so a refused or rolled-back payment notifies nobody. It links to the payment history,
// where the payee sees the payment; unread ones fold into one (count) like every notification.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { Actor } from '../policies';
import { notify } from './notifications';
import { paymentWebhookEvent } from './webhook-events';

export const PAYMENT_NOTICE = 'payment/create';
export const PAYMENT_HISTORY_URL = '/app/payments';

/** Dollars as the client shows them: "$1,234", or with cents when there are any ("$1,234.50"). */
export function dollars(amount: number): string {
  const cents = Math.round(amount * 100) % 100 !== 0;
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
}

export async function notifyPayment(
  db: Kysely<Database>,
  payment: { id: string; userId: string; total: number },
  actor: Actor,
): Promise<string[]> {
  await paymentWebhookEvent(db, payment, actor);
  return notify(db, {
    recipients: [payment.userId],
    actorId: actor.id,
    actionType: PAYMENT_NOTICE,
    itemId: payment.id,
    url: PAYMENT_HISTORY_URL,
    message: { key: 'payment/create', params: { actor: actor.name, amount: dollars(payment.total) } },
  });
}
