import type { PaymentWithRelations } from '../repositories/payments';
import type { PaymentJson } from '../routes/api/payments/schema';
import { iso } from './dates';

export function presentPayment(payment: PaymentWithRelations): PaymentJson {
  return {
    _id: payment.id,
    user: { _id: payment.user_id, name: payment.payee_name, nameAlias: payment.payee_name_alias, picture: payment.payee_picture },
    jobs: payment.jobs.map((job) => ({ ...job, amount: Number(job.amount) })),
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
