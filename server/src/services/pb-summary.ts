// The PB summary and PB payouts (DECISIONS "Payments"): total = the user's pool shares, paid = the PB payouts the
// one payment ledger holds for them, outstanding = total − paid. A payout is a payment (never to oneself) and never
// more than the user's share on that project still unpaid; payouts on a project are judged one at a time.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { pbUserEarning } from '../domain/pb-summary';
import { roundMoney } from '../domain/pricing';
import { BadRequestError, ConflictError } from '../errors';
import { authorize, type Actor } from '../policies';
import { insertPayment, listPbProjects, lockProjectForPbPayout, pbPaidByProject } from '../repositories/payments';
import { findUserName } from '../repositories/users';
import { PB_PAYOUT_TOO_LARGE, type PbSummaryJson } from '../schemas/payment';
import { notifyPayment } from './payment-notifications';

export async function pbSummary(db: Kysely<Database>, userId: string): Promise<PbSummaryJson> {
  const [rows, paidByProject] = await Promise.all([listPbProjects(db, userId), pbPaidByProject(db, userId)]);
  const projects = rows.map((row) => ({
    _id: row.id,
    title: row.title,
    userEarning: pbUserEarning({ earnings: row.earnings, userAmount: row.user_amount, allAmount: row.all_amount }),
    paid: roundMoney(paidByProject.get(row.id) ?? 0),
    jobs: row.jobs,
  }));
  const total = roundMoney(projects.reduce((sum, project) => sum + project.userEarning, 0));
  const paid = roundMoney([...paidByProject.values()].reduce((sum, amount) => sum + amount, 0));
  return { total, paid, outstanding: roundMoney(total - paid), projects };
}

export interface PbPayoutRequest {
  userId: string;
  projectId: string;
  amount: number;
  text?: string;
}

/** Records a PB payout as a payment in the ledger; its id. */
export async function recordPbPayout(db: Kysely<Database>, actor: Actor, input: PbPayoutRequest): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const payee = await findUserName(trx, input.userId);
    if (!payee) throw new BadRequestError(`userId: no user has the id ${input.userId}`);
    authorize(actor, 'create', 'payment', { userId: payee.id }, 'You cannot record a payment to yourself');
    if (!(await lockProjectForPbPayout(trx, input.projectId))) {
      throw new BadRequestError(`projectId: no project has the id ${input.projectId}`);
    }
    const row = (await listPbProjects(trx, payee.id)).find((project) => project.id === input.projectId);
    const earning = row ? pbUserEarning({ earnings: row.earnings, userAmount: row.user_amount, allAmount: row.all_amount }) : 0;
    const paid = (await pbPaidByProject(trx, payee.id, input.projectId)).get(input.projectId) ?? 0;
    const owed = roundMoney(earning - paid);
    const amount = roundMoney(input.amount);
    if (amount > owed) {
      throw new ConflictError(PB_PAYOUT_TOO_LARGE);
    }
    const id = await insertPayment(trx, {
      userId: payee.id,
      createdBy: actor.id,
      total: amount,
      pbCount: 0,
      files: [],
      text: input.text ?? '',
      idempotencyKey: null,
      requestHash: null,
      lines: [],
      pbLines: [{ projectId: input.projectId, amount }],
    });
    await notifyPayment(trx, { id, userId: payee.id, total: amount }, actor);
    return id;
  });
}
