import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, nullable, paging, ref, responses, stringEnum } from '../../../schemas/common';

export const JOB_LIST_STATUSES = ['my-jobs', 'open', 'incomplete', 'inprogress', 'pending', 'completed', 'unpaid'] as const;
export type JobListStatus = (typeof JOB_LIST_STATUSES)[number];

export const JobStatus = stringEnum(['open', 'inprogress', 'pending', 'completed'] as const, { $id: 'JobStatus', title: 'JobStatus' });

/** Prices per star level; only the tiers the caller may see are present. */
export const LevelPrices = Type.Object(
  { '1': Type.Optional(Type.Number()), '2': Type.Optional(Type.Number()), '3': Type.Optional(Type.Number()) },
  { $id: 'LevelPrices', title: 'LevelPrices' },
);

export const JobClaimant = Type.Object(
  {
    _id: Id,
    name: Type.String(),
    nameAlias: Type.String(),
    picture: nullable(Type.String()),
    /** Admins only. */
    paymentInfo: Type.Optional(Type.String()),
  },
  { $id: 'JobClaimant', title: 'JobClaimant' },
);

export const Job = Type.Object(
  {
    _id: Id,
    project: Type.Object({ _id: Id, title: Type.String(), level: Type.Integer(), starred: Type.Boolean() }),
    jobType: Type.String(),
    title: Type.String(),
    status: ref(JobStatus),
    important: Type.Boolean(),
    prices: ref(LevelPrices),
    /** A fixed price (null: priced per level); absent when the caller may see no price. */
    price: Type.Optional(nullable(Type.Number())),
    /** Admins and the project's PMs. */
    bonus: Type.Optional(Type.Number()),
    staff: Type.Array(Type.Object({ _id: Id, name: Type.String() })),
    perfBased: Type.Boolean(),
    claimedBy: nullable(ref(JobClaimant)),
    created: DateTime,
    claimedAt: nullable(DateTime),
    /** When the job was paid; admins, the project's PMs and the claimant. */
    paidBy: Type.Optional(nullable(DateTime)),
    /** When the bonus was paid; admins, the project's PMs and the claimant. */
    bonusBy: Type.Optional(nullable(DateTime)),
    sceneCount: Type.Integer(),
    gender: Type.String(),
    direction: Type.String(),
  },
  { $id: 'Job', title: 'Job' },
);
export type JobJson = Static<typeof Job>;

export const ListJobsQuery = Type.Object({
  status: stringEnum(JOB_LIST_STATUSES, { default: 'incomplete' }),
  user: Type.Union([Type.Literal('everyone'), Id], { default: 'everyone', description: '`everyone` or the claimant\'s id' }),
  filter: Type.Optional(Type.String({ maxLength: 50, description: 'job type; empty for all' })),
  projectId: Type.Optional(Id),
  ...paging(20, 100),
});

export const ListJobsSchema = {
  operationId: 'listJobs',
  tags: ['jobs'],
  summary: 'Jobs the caller may see, important first, then newest',
  querystring: ListJobsQuery,
  response: responses({
    200: Type.Object({ jobs: Type.Array(ref(Job)), hasMore: Type.Boolean() }),
  }),
};
