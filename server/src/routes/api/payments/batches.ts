// Payouts (issue 22): GET /api/payments/outstanding.csv exports the chosen payees' outstanding entries for the bank
// (admins and the payment role); POST /api/payments/batches records them as paid, one payment per payee in one
// transaction (services/payout-batches.ts; a retry with the same batch key finds the first batch).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { StoredFile } from '../../../db/types';
import { roundMoney } from '../../../domain/pricing';
import { BadRequestError } from '../../../errors';
import { authorize } from '../../../policies';
import { presentPayment } from '../../../presenters/payment';
import { findPayment } from '../../../repositories/payments';
import { findBatch } from '../../../repositories/payout-batches';
import {
  BATCH_RECORDED,
  CreatePayoutBatchSchema,
  DownloadPayoutExportSchema,
  PAYOUTS_FOR_PAYERS,
} from '../../../schemas/payment';
import { payoutCsv, payoutEntries, recordPayoutBatch } from '../../../services/payout-batches';
import { uploadedFiles } from '../../../services/uploads';
import { contentDisposition } from '../../media';
import { currentUser } from '../../current-user';
import { requestLocale } from '../../../plugins/request-locale';

const batchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/outstanding.csv', { schema: DownloadPayoutExportSchema }, async (request, reply) => {
    const actor = currentUser(request);
    authorize(actor, 'listAllPayments', 'studio', null, PAYOUTS_FOR_PAYERS);
    const rows = await payoutEntries(app.db, actor, request.query.users.split(','));
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('cache-control', 'private, no-store');
    reply.header('content-disposition', contentDisposition(`payouts ${new Date().toISOString().slice(0, 10)}.csv`));
    return payoutCsv(rows, requestLocale(request));
  });

  app.post('/batches', { schema: CreatePayoutBatchSchema }, async (request, reply) => {
    const actor = currentUser(request);
    authorize(actor, 'makePayment', 'studio', null, 'Only holders of the payment role can record payments');
    // Receipts: files the payer uploaded, each entry's read by its payee only.
    const receipts: StoredFile[][] = [];
    for (const [index, entry] of request.body.entries.entries()) {
      try {
        receipts.push(await uploadedFiles(app.db, entry.files ?? [], actor));
      } catch (error) {
        if (error instanceof BadRequestError) throw new BadRequestError(`entries[${index}].${error.message}`);
        throw error;
      }
    }
    const { id, replayed } = await recordPayoutBatch(app.db, actor, request.body, receipts);
    if (replayed) reply.header('idempotent-replayed', 'true');
    const batch = await findBatch(app.db, id);
    if (!batch) throw new Error('a recorded payout batch is missing');
    const payments = await Promise.all(batch.paymentIds.map((paymentId) => findPayment(app.db, paymentId)));
    reply.code(201);
    return {
      message: BATCH_RECORDED,
      batch: {
        _id: batch.id,
        batchKey: batch.batch_key,
        total: roundMoney(Number(batch.total)),
        payments: payments.flatMap((payment) => (payment ? [presentPayment(payment)] : [])),
        createdAt: new Date(batch.created_at).toISOString(),
      },
    };
  });
};

export default batchRoutes;
