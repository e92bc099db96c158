// A contributor's earnings statement for a period (issue 22): every job line paid in the period (the ledger's
// payment lines, with the payment as the receipt reference) or approved in it and still owed, and the PB payouts
// recorded in it; the totals are summed in cents, so `paid` equals the user's payments in the period to the cent.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { statementLevel, statementPeriod, statementTotals } from '../domain/earnings-statement';
import { csvWords, type CsvLocale } from '../domain/csv-words';
import { csvDocument, type CsvCell } from '../domain/statement-csv';
import { BadRequestError } from '../errors';
import { findStatementUser, listStatementLines, type StatementRow } from '../repositories/payment-statement';
import { STATEMENT_NO_USER, type EarningsStatementJson, type StatementLineJson } from '../schemas/payment';

function presentLine(row: StatementRow): StatementLineJson {
  const amount = Number(row.amount);
  const job =
    row.job_id === null
      ? null
      : { _id: row.job_id, title: row.job_title ?? '', jobType: row.job_type ?? '', perfBased: Boolean(row.perf_based) };
  const price = row.price === null ? null : Number(row.price);
  return {
    kind: row.kind,
    status: row.status,
    date: new Date(row.date).toISOString(),
    project: { _id: row.project_id, title: row.project_title },
    job,
    level: row.kind === 'job' ? statementLevel({ price, prices: row.prices, amount }, row.claimant_level) : null,
    price: row.kind === 'job' ? amount : 0,
    bonus: row.kind === 'bonus' ? amount : 0,
    pbShare: row.kind === 'pb' ? amount : 0,
    amount,
    payment: row.payment_id ? { _id: row.payment_id, files: (row.files ?? []).map((file) => file.name) } : null,
  };
}

export async function earningsStatement(
  db: Kysely<Database>,
  userId: string,
  period: { from: string; to: string },
): Promise<EarningsStatementJson> {
  const { start, end } = statementPeriod(period.from, period.to);
  const user = await findStatementUser(db, userId);
  if (!user) throw new BadRequestError(STATEMENT_NO_USER);
  const lines = (await listStatementLines(db, userId, start, end)).map(presentLine);
  return {
    user: { _id: user.id, name: user.name, nameAlias: user.name_alias, picture: user.picture },
    from: period.from,
    to: period.to,
    lines,
    totals: statementTotals(lines),
  };
}

const CSV_HEADER = [
  'Date',
  'Status',
  'Line',
  'Project',
  'Job',
  'Type',
  'Level',
  'Price',
  'Bonus',
  'PB share',
  'Amount',
  'Payment date',
  'Receipt reference',
  'Receipt files',
];

/** The statement as CSV in `locale`: a title row, the header, one row per line, then the totals. */
export function statementCsv(statement: EarningsStatementJson, locale: CsvLocale = 'en'): string {
  const day = (iso: string) => iso.slice(0, 10);
  const t = csvWords(locale);
  const rows: CsvCell[][] = [
    [`${t('Earnings statement')}: ${statement.user.name}`, `${statement.from} – ${statement.to}`],
    CSV_HEADER.map(t),
    ...statement.lines.map((line) => [
      day(line.date),
      t(line.status),
      t(line.kind),
      line.project.title,
      line.job?.title ?? '',
      line.job?.jobType ?? '',
      line.level,
      line.price,
      line.bonus,
      line.pbShare,
      line.amount,
      line.status === 'paid' ? day(line.date) : '',
      line.payment?._id ?? '',
      line.payment?.files.join('; ') ?? '',
    ]),
    [
      t('Totals'),
      '',
      '',
      '',
      '',
      '',
      null,
      statement.totals.price,
      statement.totals.bonus,
      statement.totals.pbShare,
      statement.totals.total,
    ],
    [t('Paid'), '', '', '', '', '', null, null, null, null, statement.totals.paid],
    [t('Owed'), '', '', '', '', '', null, null, null, null, statement.totals.owed],
  ];
  return csvDocument(rows);
}
