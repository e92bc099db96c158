import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, PaymentsTable } from '../db/types';
import { readablePaymentsSql, type Actor } from '../policies';
import type { PaymentJson } from '../routes/api/payments/schema';

export type PaymentWithRelations = Selectable<PaymentsTable> & {
  payee_name: string;
  payee_name_alias: string;
  payee_picture: string | null;
  creator_name: string | null;
  creator_name_alias: string | null;
  creator_picture: string | null;
  jobs: PaymentJson['jobs'];
};

export async function listPayments(
  db: Kysely<Database>,
  actor: Actor,
  page: { skip: number; limit: number },
): Promise<{ payments: PaymentWithRelations[]; hasMore: boolean }> {
  const rows = await db
    .selectFrom('payments')
    .innerJoin('users as payee', 'payee.id', 'payments.user_id')
    .leftJoin('users as creator', 'creator.id', 'payments.created_by')
    .selectAll('payments')
    .select([
      'payee.name as payee_name',
      'payee.name_alias as payee_name_alias',
      'payee.picture as payee_picture',
      'creator.name as creator_name',
      'creator.name_alias as creator_name_alias',
      'creator.picture as creator_picture',
      sql<PaymentJson['jobs']>`coalesce((select jsonb_agg(jsonb_build_object('_id', j.id, 'title', j.title,
        'jobType', j.job_type, 'kind', pj.kind, 'amount', pj.amount, 'perfBased', j.perf_based,
        'project', jsonb_build_object('_id', p.id, 'title', p.title)) order by j.created_at, pj.kind)
        from payment_jobs pj join jobs j on j.id = pj.job_id join projects p on p.id = j.project_id
        where pj.payment_id = payments.id), '[]'::jsonb)`.as('jobs'),
    ])
    .where(readablePaymentsSql(actor))
    .orderBy('payments.created_at', 'desc')
    .orderBy('payments.id', 'desc')
    .offset(page.skip)
    .limit(page.limit + 1)
    .execute();
  return { payments: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}
