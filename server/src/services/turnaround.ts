// Turnaround figures (issue 24) for a period: the repository's percentiles shaped per job type and star level, the
// on-time rate per person, and the same figures as CSV.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { statementPeriod } from '../domain/earnings-statement';
import { csvWords, type CsvLocale } from '../domain/csv-words';
import { csvDocument, type CsvCell } from '../domain/statement-csv';
import { turnaroundByGroup, turnaroundByPerson } from '../repositories/turnaround';
import {
  TURNAROUND_TOO_LONG,
  type TurnaroundGroupJson,
  type TurnaroundQueryJson,
  type TurnaroundReportJson,
} from '../schemas/turnaround';

/** Hours and rounds to two decimals: what a person reads, and what the CSV carries. */
const twoDecimals = (value: number): number => Math.round(value * 100) / 100;

export async function turnaroundReport(db: Kysely<Database>, query: TurnaroundQueryJson): Promise<TurnaroundReportJson> {
  const { start, end } = statementPeriod(query.from, query.to, TURNAROUND_TOO_LONG);
  const [spans, people] = await Promise.all([turnaroundByGroup(db, start, end), turnaroundByPerson(db, start, end)]);
  const groups = new Map<string, TurnaroundGroupJson>();
  for (const row of spans) {
    const key = `${row.job_type}\u0000${row.level}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        jobType: row.job_type,
        level: row.level,
        openToClaimed: null,
        claimedToSubmitted: null,
        submittedToApproved: null,
        rounds: null,
      };
      groups.set(key, group);
    }
    group[row.span] = {
      count: row.count,
      median: twoDecimals(row.median),
      p90: twoDecimals(row.p90),
    };
  }
  return {
    from: query.from,
    to: query.to,
    groups: [...groups.values()],
    people: people.map((row) => ({
      user: { _id: row.user_id, name: row.name, nameAlias: row.name_alias, picture: row.picture },
      approved: row.approved,
      withDue: row.with_due,
      onTime: row.on_time,
      onTimeRate: row.with_due === 0 ? null : twoDecimals(row.on_time / row.with_due),
      rounds: row.rounds,
      roundsPerJob: twoDecimals(row.rounds / row.approved),
    })),
  };
}

const SPAN_COLUMNS = [
  ['openToClaimed', 'Open to claimed (h)'],
  ['claimedToSubmitted', 'Claimed to submitted (h)'],
  ['submittedToApproved', 'Submitted to approved (h)'],
  ['rounds', 'Revision rounds'],
] as const;

/** The report as CSV in `locale`: a title row, the groups' table, a blank row, then the people's table. */
export function turnaroundCsv(report: TurnaroundReportJson, locale: CsvLocale = 'en'): string {
  const t = csvWords(locale);
  const rows: CsvCell[][] = [
    [t('Turnaround'), `${report.from} – ${report.to}`],
    [
      t('Job type'),
      t('Star level'),
      ...SPAN_COLUMNS.flatMap(([, label]) => [
        `${t(label)} ${t('count')}`,
        `${t(label)} ${t('median')}`,
        `${t(label)} ${t('90th percentile')}`,
      ]),
    ],
    ...report.groups.map((group) => [
      group.jobType,
      group.level,
      ...SPAN_COLUMNS.flatMap(([span]) => {
        const spread = group[span];
        return spread ? [spread.count, spread.median, spread.p90] : [0, null, null];
      }),
    ]),
    [],
    ['Person', 'Jobs approved', 'With a due date', 'On time', 'On-time rate', 'Revision rounds', 'Rounds per job'].map(t),
    ...report.people.map((person) => [
      person.user.name,
      person.approved,
      person.withDue,
      person.onTime,
      person.onTimeRate,
      person.rounds,
      person.roundsPerJob,
    ]),
  ];
  return csvDocument(rows);
}
