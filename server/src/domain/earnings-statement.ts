// The earnings statement's arithmetic: the period's bounds, the level that priced a job, and totals summed in
// cents (so they equal the ledger to the cent however many lines there are).
import { BadRequestError } from '../errors';
import { MAX_STATEMENT_DAYS, STATEMENT_ENDS_BEFORE_START, STATEMENT_TOO_LONG } from '../schemas/payment';
import type { EarningsStatementJson, StatementLineJson } from '../schemas/payment';
import type { LevelPrices } from '../db/types';
import { pricingLevel, roundMoney, STAR_LEVELS } from './pricing';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `from`..`to` (days, UTC, both included) as [start, end); 400 naming `to` when reversed or longer than 366 days
 * (`tooLong`: the sentence for the report asked for; the turnaround report has its own).
 */
export function statementPeriod(from: string, to: string, tooLong = STATEMENT_TOO_LONG): { start: Date; end: Date } {
  const start = new Date(`${from}T00:00:00.000Z`);
  const end = new Date(new Date(`${to}T00:00:00.000Z`).getTime() + DAY_MS);
  if (end <= start) throw new BadRequestError(STATEMENT_ENDS_BEFORE_START);
  if (end.getTime() - start.getTime() > MAX_STATEMENT_DAYS * DAY_MS) throw new BadRequestError(tooLong);
  return { start, end };
}

/**
 * The star level that priced a job's pay: none for a fixed price; else the level whose price is the pay fixed at
 * approval, or (prices changed since) the claimant's level in the job's role.
 */
export function statementLevel(
  job: { price: number | null; prices: LevelPrices | null; amount: number },
  claimantLevel: number | null,
): number | null {
  if (job.price !== null) return null;
  const matching = STAR_LEVELS.find((level) => roundMoney(job.prices?.[String(level) as '1' | '2' | '3'] ?? -1) === job.amount);
  return matching ?? pricingLevel(claimantLevel ?? undefined);
}

const cents = (amount: number): number => Math.round(amount * 100);

/** The statement's totals, summed in cents. */
export function statementTotals(lines: readonly StatementLineJson[]): EarningsStatementJson['totals'] {
  const sum = (pick: (line: StatementLineJson) => number) => lines.reduce((total, line) => total + cents(pick(line)), 0) / 100;
  return {
    price: sum((line) => line.price),
    bonus: sum((line) => line.bonus),
    pbShare: sum((line) => line.pbShare),
    paid: sum((line) => (line.status === 'paid' ? line.amount : 0)),
    owed: sum((line) => (line.status === 'owed' ? line.amount : 0)),
    total: sum((line) => line.amount),
  };
}
