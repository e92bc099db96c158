// Payments: the payment role and admins see every payment; other contributors their own.
import { sql, type RawBuilder } from 'kysely';
import { allow, can } from './engine';
import { hasRole, isAdmin, isContributor, PAYMENT_ROLE, type Actor } from './actor';

allow('studio', 'listPayments', (actor) => isContributor(actor));
allow('studio', 'listAllPayments', (actor) => isAdmin(actor) || hasRole(actor, PAYMENT_ROLE));
allow('studio', 'makePayment', (actor) => hasRole(actor, PAYMENT_ROLE));
allow('studio', 'editPricing', (actor) => isAdmin(actor));
allow('payment', 'read', (actor, payment) => can(actor, 'listAllPayments', 'studio', null) || payment.userId === actor.id);

/** SQL twin of `read` over the `payments` table (unaliased). */
export function readablePaymentsSql(actor: Actor): RawBuilder<boolean> {
  if (!isContributor(actor)) return sql<boolean>`false`;
  if (can(actor, 'listAllPayments', 'studio', null)) return sql<boolean>`true`;
  return sql<boolean>`payments.user_id = ${actor.id}`;
}
