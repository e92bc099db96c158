// Turnaround figures (issue 24): GET /api/reports/turnaround and its CSV, for admins.
import { Type, type Static } from '@sinclair/typebox';
import { ref, responses, UserRef } from './common';

export const TURNAROUND_FOR_ADMINS = 'Turnaround figures are for admins';
export const TURNAROUND_TOO_LONG = 'to: a turnaround report covers at most 366 days';

/** How many, the median and the 90th percentile (linear interpolation, as percentile_cont). */
const Spread = Type.Object({
  count: Type.Integer(),
  median: Type.Number(),
  p90: Type.Number(),
});

export const TurnaroundGroup = Type.Object(
  {
    jobType: Type.String(),
    /** The claimant's star level in the job's role (1–3). */
    level: Type.Integer({ minimum: 1, maximum: 3 }),
    /** Hours from the job's opening to its claim, for claims in the period; null when none. */
    openToClaimed: Type.Union([Spread, Type.Null()]),
    /** Hours from the claim to the first submission, for first submissions in the period. */
    claimedToSubmitted: Type.Union([Spread, Type.Null()]),
    /** Hours from the first submission to the approval (revision rounds included), for approvals in the period. */
    submittedToApproved: Type.Union([Spread, Type.Null()]),
    /** Revision rounds per job approved in the period. */
    rounds: Type.Union([Spread, Type.Null()]),
  },
  { $id: 'TurnaroundGroup', title: 'TurnaroundGroup' },
);
export type TurnaroundGroupJson = Static<typeof TurnaroundGroup>;

export const TurnaroundPerson = Type.Object(
  {
    user: ref(UserRef),
    /** Their jobs approved in the period. */
    approved: Type.Integer(),
    /** Of those, the jobs that had a due date. */
    withDue: Type.Integer(),
    /** Of those, the jobs first submitted by their due date. */
    onTime: Type.Integer(),
    /** onTime / withDue (0–1); null when no job had a due date. */
    onTimeRate: Type.Union([Type.Number(), Type.Null()]),
    /** Revision rounds over those jobs, and per job. */
    rounds: Type.Integer(),
    roundsPerJob: Type.Number(),
  },
  { $id: 'TurnaroundPerson', title: 'TurnaroundPerson' },
);
export type TurnaroundPersonJson = Static<typeof TurnaroundPerson>;

export const TurnaroundReport = Type.Object(
  {
    from: Type.String({ format: 'date' }),
    to: Type.String({ format: 'date' }),
    /** By job type, then star level. */
    groups: Type.Array(ref(TurnaroundGroup)),
    /** By name. */
    people: Type.Array(ref(TurnaroundPerson)),
  },
  { $id: 'TurnaroundReport', title: 'TurnaroundReport' },
);
export type TurnaroundReportJson = Static<typeof TurnaroundReport>;

export const TURNAROUND_NAMED_SCHEMAS = [TurnaroundGroup, TurnaroundPerson, TurnaroundReport];

const TurnaroundQuery = Type.Object({
  /** The first day of the period (UTC), included. */
  from: Type.String({ format: 'date' }),
  /** The last day of the period (UTC), included; at most 366 days after `from`. */
  to: Type.String({ format: 'date' }),
});
export type TurnaroundQueryJson = Static<typeof TurnaroundQuery>;

export const GetTurnaroundSchema = {
  operationId: 'getTurnaround',
  tags: ['reports'],
  summary:
    'Turnaround over a period (admins): per job type and star level the median and 90th percentile of open→claimed, ' +
    'claimed→submitted and submitted→approved (hours) and of revision rounds; per person the on-time rate and rounds',
  description:
    'Each span counts in the period its end falls in (the claim, the first submission, the approval). On time: the ' +
    'first submission came by the due date, over the jobs approved in the period that had one.',
  querystring: TurnaroundQuery,
  response: responses({ 200: ref(TurnaroundReport) }),
};

export const DownloadTurnaroundCsvSchema = {
  operationId: 'downloadTurnaroundCsv',
  tags: ['reports'],
  summary: 'The turnaround figures as a CSV download (admins; UTF-8 with a byte-order mark)',
  querystring: TurnaroundQuery,
  produces: ['text/csv'],
  response: responses({ 200: Type.Unsafe<unknown>({ type: 'string', format: 'binary' }) }),
};
