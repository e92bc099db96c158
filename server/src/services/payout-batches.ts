// Payout batches (issue 22, DECISIONS "Payments"): the payer exports the outstanding entries chosen on
// /payments/outstanding as a CSV for the bank, then records them as paid in ONE transaction: one payment per payee
// through the same ledger as a job's payment (insertPayment), every named job locked in id order first, so of two
// batches naming the same lines the second sees them paid (409) and nothing is paid twice. Each entry carries the
// total the payer saw; a payment is never more than what is owed for its lines, and an entry whose total differs is
// refused. A retry with the same batch key finds the first batch instead of paying again.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, StoredFile } from '../db/types';
import { paymentLines, repeatedItem, type PaymentLines } from '../domain/payment-lines';
import { roundMoney } from '../domain/pricing';
import { csvWords, type CsvLocale } from '../domain/csv-words';
import { csvDocument, type CsvCell } from '../domain/statement-csv';
import { BadRequestError, ConflictError, HttpError, UnprocessableError } from '../errors';
import { authorize, type Actor } from '../policies';
import { insertPayment, listOutstanding, lockJobsToPay, type OutstandingRow } from '../repositories/payments';
import { findBatchByKey, insertBatch, lockBatchKey } from '../repositories/payout-batches';
import { findUserName } from '../repositories/users';
import { BATCH_KEY_REUSED, MAX_BATCH_ENTRIES, type CreatePayoutBatchInput } from '../schemas/payment';
import { notifyPayment } from './payment-notifications';

/** The fingerprint of a batch request: a retry must ask for the same (the order of entries and items does not matter). */
export function batchRequestHash(input: CreatePayoutBatchInput): string {
  const entries = input.entries
    .map((entry) => ({
      userId: entry.userId,
      items: entry.items.map((item) => `${item.jobId}:${item.kind}`).sort(),
      total: roundMoney(entry.total),
      files: entry.files ?? [],
    }))
    .sort((a, b) => a.userId.localeCompare(b.userId));
  return createHash('sha256')
    .update(JSON.stringify({ entries, text: input.text ?? '' }))
    .digest('hex');
}

/** Refusals of the body alone (400, nothing read or written): a payee or a line named twice. */
export function checkBatchShape(input: CreatePayoutBatchInput): void {
  const payees = new Set<string>();
  input.entries.forEach((entry, index) => {
    if (payees.has(entry.userId)) throw new BadRequestError(`entries[${index}].userId: this payee is listed twice`);
    payees.add(entry.userId);
    const repeated = repeatedItem(entry.items);
    if (repeated) {
      throw new BadRequestError(`entries[${index}].items: the ${repeated.kind} of job ${repeated.jobId} is listed twice`);
    }
  });
}

/** The same refusal with the entry's field in front (`entries[2].items: Job already paid: …`). */
function inEntry(error: unknown, index: number): unknown {
  if (!(error instanceof HttpError)) return error;
  const message = `entries[${index}].items: ${error.message}`;
  return error.statusCode === 409 ? new ConflictError(message) : new BadRequestError(message);
}

/** Records the batch (or finds the one its key recorded): its id, and whether it was a replay. */
export async function recordPayoutBatch(
  db: Kysely<Database>,
  actor: Actor,
  input: CreatePayoutBatchInput,
  /** Each entry's receipts as this server holds them (services/uploads `uploadedFiles`), in the order of the entries. */
  receipts: readonly StoredFile[][],
): Promise<{ id: string; replayed: boolean }> {
  checkBatchShape(input);
  const requestHash = batchRequestHash(input);
  return db.transaction().execute(async (trx) => {
    await lockBatchKey(trx, actor.id, input.batchKey);
    const earlier = await findBatchByKey(trx, actor.id, input.batchKey);
    if (earlier) {
      if (earlier.request_hash !== requestHash) throw new UnprocessableError(BATCH_KEY_REUSED);
      return { id: earlier.id, replayed: true };
    }
    for (const [index, entry] of input.entries.entries()) {
      const payee = await findUserName(trx, entry.userId);
      if (!payee) throw new BadRequestError(`entries[${index}].userId: no user has the id ${entry.userId}`);
      authorize(actor, 'create', 'payment', { userId: payee.id }, 'You cannot record a payment to yourself');
    }
    const jobIds = [...new Set(input.entries.flatMap((entry) => entry.items.map((item) => item.jobId)))].sort();
    const jobs = await lockJobsToPay(trx, jobIds);
    const priced: PaymentLines[] = input.entries.map((entry, index) => {
      let lines: PaymentLines;
      try {
        lines = paymentLines(entry.items, jobs, entry.userId);
      } catch (error) {
        throw inEntry(error, index);
      }
      if (Math.round(lines.total * 100) !== Math.round(entry.total * 100)) {
        throw new ConflictError(
          `entries[${index}].total: ${lines.total.toFixed(2)} is owed for these lines, not ${entry.total.toFixed(2)}; reload and try again`,
        );
      }
      return lines;
    });
    const total = roundMoney(priced.reduce((sum, lines) => sum + lines.total, 0));
    const batchId = await insertBatch(trx, { batchKey: input.batchKey, requestHash, total, createdBy: actor.id });
    for (const [index, entry] of input.entries.entries()) {
      const { lines, total: paid, pbCount } = priced[index];
      const paymentId = await insertPayment(trx, {
        userId: entry.userId,
        createdBy: actor.id,
        total: paid,
        pbCount,
        files: receipts[index] ?? [],
        text: input.text ?? '',
        idempotencyKey: null,
        requestHash: null,
        lines,
        batchId,
      });
      await notifyPayment(trx, { id: paymentId, userId: entry.userId, total: paid }, actor);
    }
    return { id: batchId, replayed: false };
  });
}

/** The chosen payees' outstanding entries (what `actor` may see of them), by payee name. */
export async function payoutEntries(db: Kysely<Database>, actor: Actor, users: readonly string[]): Promise<OutstandingRow[]> {
  const unique = [...new Set(users.map((id) => id.toLowerCase()))];
  if (unique.length > MAX_BATCH_ENTRIES) throw new BadRequestError(`users: at most ${MAX_BATCH_ENTRIES} payees at once`);
  const { rows } = await listOutstanding(db, actor, { skip: 0, limit: unique.length, users: unique });
  return rows;
}

const EXPORT_HEADER = ['Payee', 'Payment info', 'Amount', 'Project', 'Job', 'Type', 'Line', 'Line amount'];

/** The payout CSV in `locale`: per payee a row with the amount to send, then one row per job line; the total last. */
export function payoutCsv(rows: readonly OutstandingRow[], locale: CsvLocale = 'en'): string {
  const t = csvWords(locale);
  const csv: CsvCell[][] = [EXPORT_HEADER.map(t)];
  for (const row of rows) {
    csv.push([row.name, row.payment_info, roundMoney(row.total), '', '', '', '', null]);
    for (const item of row.items) {
      csv.push([row.name, '', null, item.project.title, item.title, item.jobType, t(item.kind), roundMoney(item.amount)]);
    }
  }
  csv.push([t('Total'), '', roundMoney(rows.reduce((sum, row) => sum + row.total, 0)), '', '', '', '', null]);
  return csvDocument(csv);
}
