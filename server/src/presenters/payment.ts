import { can, type Actor } from '../policies';
import type { OutstandingRow, PaymentWithRelations } from '../repositories/payments';
import type { OutstandingEntryJson, PaymentJson } from '../schemas/payment';
import { iso } from './dates';

const lineAmounts = (lines: PaymentJson['jobs']): PaymentJson['jobs'] =>
  lines.map((line) => ({ ...line, amount: Number(line.amount) }));

export function presentPayment(payment: PaymentWithRelations): PaymentJson {
  return {
    _id: payment.id,
    user: { _id: payment.user_id, name: payment.payee_name, nameAlias: payment.payee_name_alias, picture: payment.payee_picture },
    jobs: lineAmounts(payment.jobs),
    pbPayouts: payment.pb_payouts.map((line) => ({ ...line, amount: Number(line.amount) })),
    total: payment.total,
    pbCount: payment.pb_count,
    files: payment.files,
    text: payment.text,
    createdBy: payment.created_by
      ? {
          _id: payment.created_by,
          name: payment.creator_name ?? '',
          nameAlias: payment.creator_name_alias ?? '',
          picture: payment.creator_picture,
        }
      : null,
    createdAt: iso(payment.created_at),
  };
}

/** One payee's outstanding entry; their payment info only for those who see every payee (admins, payment role). */
export function presentOutstandingEntry(row: OutstandingRow, actor: Actor): OutstandingEntryJson {
  const user: OutstandingEntryJson['user'] = {
    _id: row.user_id,
    name: row.name,
    nameAlias: row.name_alias,
    picture: row.picture,
  };
  if (can(actor, 'seePaymentInfo', 'payment', { userId: row.user_id })) user.paymentInfo = row.payment_info;
  return { user, items: lineAmounts(row.items), total: row.total, pbCount: row.pb_count };
}
