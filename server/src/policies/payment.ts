// Payments: the payment role and admins see every payment and every payee's outstanding entry (with the payee's
// payment info); other contributors their own. Recording a payment is for holders of the payment role, and never
// to themselves: whoever is paid must not be the one who says they were.
import { sql, type RawBuilder } from 'kysely';
import { allow, can } from './engine';
import { hasRole, isAdmin, isContributor, PAYMENT_ROLE, type Actor } from './actor';

allow('studio', 'listPayments', (actor) => isContributor(actor));
export const PAYMENTS_FOR_CONTRIBUTORS = 'Payments are for contributors';
allow('studio', 'listAllPayments', (actor) => isAdmin(actor) || hasRole(actor, PAYMENT_ROLE));
allow('studio', 'makePayment', (actor) => hasRole(actor, PAYMENT_ROLE));
allow('studio', 'editPricing', (actor) => isAdmin(actor));
allow('payment', 'read', (actor, payment) => can(actor, 'listAllPayments', 'studio', null) || payment.userId === actor.id);
allow('payment', 'seePaymentInfo', (actor) => can(actor, 'listAllPayments', 'studio', null));
// The PB breakdown: a contributor's own; admins and the payment role anyone's.
allow(
  'payment',
  'readPbSummary',
  (actor, payee) => isContributor(actor) && (can(actor, 'listAllPayments', 'studio', null) || payee.userId === actor.id),
);
// The earnings statement: the same readers as the PB breakdown.
allow(
  'payment',
  'readStatement',
  (actor, payee) => isContributor(actor) && (can(actor, 'listAllPayments', 'studio', null) || payee.userId === actor.id),
);
allow('payment', 'create', (actor, payment) => can(actor, 'makePayment', 'studio', null) && payment.userId !== actor.id);

/** SQL twin of `read`, for any column naming the payee (`payments.user_id`, `jobs.claimed_by`). */
export function readablePayeeSql(actor: Actor, payeeColumn: 'payments.user_id' | 'jobs.claimed_by'): RawBuilder<boolean> {
  if (!isContributor(actor)) return sql<boolean>`false`;
  if (can(actor, 'listAllPayments', 'studio', null)) return sql<boolean>`true`;
  return sql<boolean>`${sql.ref(payeeColumn)} = ${actor.id}`;
}

/** SQL twin of `read` over the `payments` table (unaliased). */
export const readablePaymentsSql = (actor: Actor): RawBuilder<boolean> => readablePayeeSql(actor, 'payments.user_id');
