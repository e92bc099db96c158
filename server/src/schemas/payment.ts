import { Type, type Static } from '@sinclair/typebox';
import { DateTime, ErrorResponse, Id, nullable, paging, ref, responses, StoredFile, stringEnum, UserRef } from './common';
import { JobClaimant } from './job';

export const PAYMENT_ITEM_KINDS = ['job', 'bonus'] as const;
export type PaymentItemKind = (typeof PAYMENT_ITEM_KINDS)[number];

/** Comments on a payment, in characters. */
export const MAX_PAYMENT_TEXT = 5000;
/** Lines one payment may hold (a payee's outstanding jobs and bonuses). */
export const MAX_PAYMENT_ITEMS = 500;
/** Receipt files one payment may carry. */
export const MAX_PAYMENT_FILES = 10;
/** The Idempotency-Key header: printable ASCII without spaces (a UUID fits), at most this long. */
export const MAX_IDEMPOTENCY_KEY = 255;

export const PaymentJob = Type.Object(
  {
    _id: Id,
    title: Type.String(),
    jobType: Type.String(),
    /** `job` pays the job's amount owed, `bonus` its bonus. */
    kind: stringEnum(PAYMENT_ITEM_KINDS),
    amount: Type.Number(),
    perfBased: Type.Boolean(),
    project: Type.Object({ _id: Id, title: Type.String() }),
  },
  { $id: 'PaymentJob', title: 'PaymentJob' },
);

export const Payment = Type.Object(
  {
    _id: Id,
    user: ref(UserRef),
    jobs: Type.Array(ref(PaymentJob)),
    /** PB payouts in this payment: parts of the payee's shares of PB projects' pools (POST /api/payments/pb). */
    pbPayouts: Type.Array(Type.Object({ project: Type.Object({ _id: Id, title: Type.String() }), amount: Type.Number() })),
    total: Type.Number(),
    pbCount: Type.Integer(),
    files: Type.Array(ref(StoredFile)),
    text: Type.String(),
    createdBy: nullable(ref(UserRef)),
    createdAt: DateTime,
  },
  { $id: 'Payment', title: 'Payment' },
);
export type PaymentJson = Static<typeof Payment>;

/** `?user=`: only this payee's (the staff filter); still only what the caller may see. */
const PayeeFilter = Type.String({ format: 'uuid', description: "Only this payee's (among what the caller may see)" });

export const ListPaymentsSchema = {
  operationId: 'listPayments',
  tags: ['payments'],
  summary: "Payment history: every payment for admins and the payment role, else the caller's own",
  querystring: Type.Object({ ...paging(20, 100), user: Type.Optional(PayeeFilter) }),
  response: responses({ 200: Type.Object({ payments: Type.Array(ref(Payment)), hasMore: Type.Boolean() }) }),
};

/** One user's completed, unpaid jobs (`kind: job`, the amount owed) and unpaid bonuses (`kind: bonus`). */
export const OutstandingEntry = Type.Object(
  {
    /** The payee: the claimant of the jobs, with their payment info for admins and the payment role. */
    user: ref(JobClaimant),
    /** Oldest approval first; a job's bonus right after its pay. */
    items: Type.Array(ref(PaymentJob)),
    total: Type.Number(),
    /** Performance-based jobs among the items (a job counts once, pay and bonus alike). */
    pbCount: Type.Integer(),
  },
  { $id: 'OutstandingEntry', title: 'OutstandingEntry' },
);
export type OutstandingEntryJson = Static<typeof OutstandingEntry>;

export const ListOutstandingSchema = {
  operationId: 'listOutstandingPayments',
  tags: ['payments'],
  summary:
    "What is owed, per user by name, paged by payee: every payee for admins and the payment role, else the caller's own entry",
  querystring: Type.Object({ ...paging(20, 100), user: Type.Optional(PayeeFilter) }),
  response: responses({
    200: Type.Object({
      entries: Type.Array(ref(OutstandingEntry)),
      /** What is owed to every payee the caller may see, on this page and the others. */
      total: Type.Number(),
      /** More payees follow (ask again with `skip` past this page). */
      hasMore: Type.Boolean(),
    }),
  }),
};

export const PaymentItem = Type.Object({ jobId: Id, kind: stringEnum(PAYMENT_ITEM_KINDS) });

export const CreatePaymentBody = Type.Object({
  /** The payee: the user who claimed every job named. */
  userId: Id,
  items: Type.Array(PaymentItem, { minItems: 1, maxItems: MAX_PAYMENT_ITEMS }),
  /** Receipts already uploaded (`POST /api/files/upload`), by id. */
  files: Type.Optional(Type.Array(Id, { maxItems: MAX_PAYMENT_FILES })),
  /** Comments. */
  text: Type.Optional(Type.String({ maxLength: MAX_PAYMENT_TEXT })),
});
export type CreatePaymentInput = Static<typeof CreatePaymentBody>;

export const CreatePaymentSchema = {
  operationId: 'createPayment',
  tags: ['payments'],
  summary:
    'Records a payment (the payment role): marks the jobs and bonuses paid in one transaction and notifies the payee. ' +
    'A retry with the same Idempotency-Key answers the first result; the same key with another request is 422',
  headers: Type.Object({
    'idempotency-key': Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: MAX_IDEMPOTENCY_KEY,
        pattern: '^[\\x21-\\x7e]+$',
        description: 'A key the client makes once per payment it means (e.g. a UUID); unique per payer',
      }),
    ),
  }),
  body: CreatePaymentBody,
  response: {
    ...responses({ 201: Type.Object({ message: Type.String(), payment: ref(Payment) }) }),
    422: ref(ErrorResponse),
  },
};

export const PB_SUMMARY_OWN_ONLY = 'You may read only your own PB breakdown';
export const PB_PAYOUT_TOO_LARGE = "amount: more than the user's PB share still owed on this project";
export const PB_PAYOUT_RECORDED = 'PB payout recorded';

export const PbSummaryProject = Type.Object(
  {
    _id: Id,
    title: Type.String(),
    /** The user's share of the project's contributor pool, dollars to the cent. */
    userEarning: Type.Number(),
    /** The PB payouts recorded for the user on this project. */
    paid: Type.Number(),
    /** The user's completed PB jobs on the project, oldest approval first. */
    jobs: Type.Array(Type.Object({ _id: Id, title: Type.String(), jobType: Type.String() })),
  },
  { $id: 'PbSummaryProject', title: 'PbSummaryProject' },
);

export const PbSummary = Type.Object(
  {
    /** The sum of the user's pool shares. */
    total: Type.Number(),
    /** The PB payouts the payment ledger holds for the user. */
    paid: Type.Number(),
    /** total − paid. */
    outstanding: Type.Number(),
    projects: Type.Array(ref(PbSummaryProject)),
  },
  { $id: 'PbSummary', title: 'PbSummary' },
);
export type PbSummaryJson = Static<typeof PbSummary>;

export const GetPbSummarySchema = {
  operationId: 'getPbSummary',
  tags: ['payments'],
  summary: "The performance-based breakdown of a user (default: the caller); another user's for admins and the payment role",
  querystring: Type.Object({ user: Type.Optional(Id) }),
  response: responses({ 200: ref(PbSummary) }),
};

export const CreatePbPayoutSchema = {
  operationId: 'createPbPayout',
  tags: ['payments'],
  summary:
    "Records a PB payout (the payment role, never to oneself) as a payment in the ledger: at most the user's share of the project's pool still unpaid (else 409)",
  body: Type.Object({
    userId: Id,
    projectId: Id,
    amount: Type.Number({ exclusiveMinimum: 0, maximum: 9_999_999_999.99 }),
    text: Type.Optional(Type.String({ maxLength: MAX_PAYMENT_TEXT })),
  }),
  response: responses({ 201: Type.Object({ message: Type.String(), payment: ref(Payment) }) }),
};

export const STATEMENT_OWN_ONLY = 'You may read only your own earnings statement';
export const STATEMENT_ENDS_BEFORE_START = 'to: the period ends before it starts';
export const STATEMENT_TOO_LONG = 'to: a statement covers at most 366 days';
export const STATEMENT_NO_USER = 'user: no user has this id';
/** The longest period one statement covers, in days (both ends included). */
export const MAX_STATEMENT_DAYS = 366;

export const STATEMENT_LINE_KINDS = ['job', 'bonus', 'pb'] as const;

export const StatementLine = Type.Object(
  {
    /** `job`: a job's pay; `bonus`: its bonus; `pb`: a PB payout (part of the user's share of a PB project's pool). */
    kind: stringEnum(STATEMENT_LINE_KINDS),
    /** `paid`: a line of a recorded payment in the period; `owed`: approved in the period and not paid yet. */
    status: stringEnum(['paid', 'owed'] as const),
    /** The day the line counts on: the payment's for a paid line, the approval's for an owed one. */
    date: DateTime,
    project: Type.Object({ _id: Id, title: Type.String() }),
    /** The job (null on a PB payout line). */
    job: nullable(Type.Object({ _id: Id, title: Type.String(), jobType: Type.String(), perfBased: Type.Boolean() })),
    /** The star level that priced the job (null for a fixed price and on PB payout lines). */
    level: nullable(Type.Integer()),
    /** The job's pay on a `job` line, else 0. */
    price: Type.Number(),
    /** The bonus on a `bonus` line, else 0. */
    bonus: Type.Number(),
    /** The PB share paid on a `pb` line, else 0. */
    pbShare: Type.Number(),
    amount: Type.Number(),
    /** The recorded payment (the receipt reference) and its receipt files' names; null while owed. */
    payment: nullable(Type.Object({ _id: Id, files: Type.Array(Type.String()) })),
  },
  { $id: 'StatementLine', title: 'StatementLine' },
);
export type StatementLineJson = Static<typeof StatementLine>;

export const EarningsStatement = Type.Object(
  {
    user: ref(UserRef),
    from: Type.String({ format: 'date' }),
    to: Type.String({ format: 'date' }),
    /** Oldest first. */
    lines: Type.Array(ref(StatementLine)),
    /** `paid` equals the totals of the user's payments recorded in the period (the ledger) to the cent. */
    totals: Type.Object({
      price: Type.Number(),
      bonus: Type.Number(),
      pbShare: Type.Number(),
      paid: Type.Number(),
      owed: Type.Number(),
      total: Type.Number(),
    }),
  },
  { $id: 'EarningsStatement', title: 'EarningsStatement' },
);
export type EarningsStatementJson = Static<typeof EarningsStatement>;

const StatementQuery = Type.Object({
  user: Type.Optional(Id),
  /** The first day of the period (UTC), included. */
  from: Type.String({ format: 'date' }),
  /** The last day of the period (UTC), included; at most 366 days after `from`. */
  to: Type.String({ format: 'date' }),
});
export type StatementQueryJson = Static<typeof StatementQuery>;

export const GetStatementSchema = {
  operationId: 'getEarningsStatement',
  tags: ['payments'],
  summary:
    "A user's earnings statement for a period (default: the caller): every job line paid in it or approved in it and owed, " +
    "and the PB payouts, with totals equal to the ledger; another user's for admins and the payment role",
  querystring: StatementQuery,
  response: responses({ 200: ref(EarningsStatement) }),
};

export const DownloadStatementCsvSchema = {
  operationId: 'downloadEarningsStatementCsv',
  tags: ['payments'],
  summary:
    'The earnings statement as a CSV download (UTF-8 with a byte-order mark; cells a spreadsheet would run as a formula are prefixed)',
  querystring: StatementQuery,
  produces: ['text/csv'],
  response: responses({ 200: Type.Unsafe<unknown>({ type: 'string', format: 'binary' }) }),
};

/** Payees one payout batch (or one payout export) may name. */
export const MAX_BATCH_ENTRIES = 100;
export const PAYOUTS_FOR_PAYERS = 'Only admins and holders of the payment role can export payouts';
export const BATCH_KEY_REUSED = 'batchKey: this batch key was already used for another batch';
export const BATCH_RECORDED = 'Payout batch recorded';

/** `?users=`: the payees chosen on the outstanding screen, comma-separated ids. */
export const PayoutExportQuery = Type.Object({
  users: Type.String({
    minLength: 36,
    maxLength: MAX_BATCH_ENTRIES * 37,
    pattern:
      '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}(,[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})*$',
    description: 'The payees chosen, as comma-separated user ids',
  }),
});

export const DownloadPayoutExportSchema = {
  operationId: 'downloadPayoutExport',
  tags: ['payments'],
  summary:
    "The chosen payees' outstanding entries as a CSV for the bank (admins and the payment role): payee, payment info, " +
    'amount and the job lines (UTF-8 with a byte-order mark)',
  querystring: PayoutExportQuery,
  produces: ['text/csv'],
  response: responses({ 200: Type.Unsafe<unknown>({ type: 'string', format: 'binary' }) }),
};

export const PayoutBatchEntry = Type.Object({
  /** The payee. */
  userId: Id,
  /** The outstanding lines paid, as the payer saw them. */
  items: Type.Array(PaymentItem, { minItems: 1, maxItems: MAX_PAYMENT_ITEMS }),
  /** What the payer saw owed for these lines (and exported): the payment is refused (409) when it differs. */
  total: Type.Number({ minimum: 0, maximum: 9_999_999_999.99 }),
  /** This payee's receipts (e.g. the transfer slip), already uploaded by the payer, by id: only this payee reads them. */
  files: Type.Optional(Type.Array(Id, { maxItems: MAX_PAYMENT_FILES })),
});

export const CreatePayoutBatchBody = Type.Object({
  /** A key the client makes once per batch it means (e.g. a UUID); unique per payer: a retry records nothing twice. */
  batchKey: Type.String({ minLength: 1, maxLength: MAX_IDEMPOTENCY_KEY, pattern: '^[\\x21-\\x7e]+$' }),
  entries: Type.Array(PayoutBatchEntry, { minItems: 1, maxItems: MAX_BATCH_ENTRIES }),
  /** Comments, on every payment of the batch. */
  text: Type.Optional(Type.String({ maxLength: MAX_PAYMENT_TEXT })),
});
export type CreatePayoutBatchInput = Static<typeof CreatePayoutBatchBody>;

export const PayoutBatch = Type.Object({
  _id: Id,
  batchKey: Type.String(),
  total: Type.Number(),
  /** One payment per payee, by payee name. */
  payments: Type.Array(ref(Payment)),
  createdAt: DateTime,
});
export type PayoutBatchJson = Static<typeof PayoutBatch>;

export const CreatePayoutBatchSchema = {
  operationId: 'createPayoutBatch',
  tags: ['payments'],
  summary:
    'Records a payout batch (the payment role, never to oneself): one payment per payee in one transaction. ' +
    'A retry with the same batch key answers the first result; the same key with another batch is 422',
  body: CreatePayoutBatchBody,
  response: {
    ...responses({ 201: Type.Object({ message: Type.String(), batch: PayoutBatch }) }),
    422: ref(ErrorResponse),
  },
};
