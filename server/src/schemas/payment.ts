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

export const ListPaymentsSchema = {
  operationId: 'listPayments',
  tags: ['payments'],
  summary: "Payment history: every payment for admins and the payment role, else the caller's own",
  querystring: Type.Object({ ...paging(20, 100) }),
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
  querystring: Type.Object({ ...paging(20, 100) }),
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
