import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, nullable, paging, ref, responses, StoredFile, stringEnum, UserRef } from '../../../schemas/common';

export const PaymentJob = Type.Object(
  {
    _id: Id,
    title: Type.String(),
    jobType: Type.String(),
    /** `job` pays the job's amount owed, `bonus` its bonus. */
    kind: stringEnum(['job', 'bonus'] as const),
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
