import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { JOB_STATUSES } from '../db/types';
import { JOB_ACTIONS } from '../domain/job-states';
import { MAX_RATE } from '../domain/pricing';
import { CONTRIBUTOR_ROLES, JOB_TYPES, TRANSLATION_DIRECTIONS, VOICE_GENDERS } from '../domain/roles';
import { DateTime, Id, IdParams, MessageResponse, nullable, paging, ref, responses, StoredFile, stringEnum } from './common';
import { JobEvent, RequestRevisionBody, SubmitJobBody } from './deliverable';

export const JOB_LIST_SORTS = ['newest', 'due'] as const;
export type JobListSort = (typeof JOB_LIST_SORTS)[number];

export const JOB_LIST_STATUSES = ['my-jobs', 'open', 'incomplete', 'inprogress', 'pending', 'completed', 'unpaid'] as const;
export type JobListStatus = (typeof JOB_LIST_STATUSES)[number];
/** The list filters, named in OpenAPI so the client's filter list is generated from them. */
export const JobListStatus = stringEnum(JOB_LIST_STATUSES, { $id: 'JobListStatus', title: 'JobListStatus' });

/** A job's price on creation: dollars, at most this much (scene-priced types multiply a rate by the scene count). */
export const MAX_JOB_PRICE = 100_000;
/** A bonus is at most what a pricing input allows. */
export const MAX_BONUS = MAX_RATE;

export const JobStatus = stringEnum(JOB_STATUSES, { $id: 'JobStatus', title: 'JobStatus' });
export const JobType = stringEnum(JOB_TYPES, { $id: 'JobType', title: 'JobType' });
export const JobAction = stringEnum(JOB_ACTIONS, { $id: 'JobAction', title: 'JobAction' });

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
    /** Only for who may see it: admins on a job; admins and the payment role on an outstanding entry. */
    paymentInfo: Type.Optional(Type.String()),
  },
  { $id: 'JobClaimant', title: 'JobClaimant' },
);

export const Job = Type.Object(
  {
    _id: Id,
    project: Type.Object({
      _id: Id,
      title: Type.String(),
      level: Type.Integer(),
      starred: Type.Boolean(),
      /** An admin ordered a script-writing job with the project-manager job. */
      orderScript: Type.Boolean(),
    }),
    jobType: Type.String(),
    title: Type.String(),
    /** Markdown as written, and rendered and sanitised. */
    body: Type.String(),
    bodyHtml: Type.String(),
    files: Type.Array(ref(StoredFile)),
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
    createdBy: nullable(Type.Object({ _id: Id, name: Type.String() })),
    created: DateTime,
    claimedAt: nullable(DateTime),
    /** When it was approved (completed). */
    approvedAt: nullable(DateTime),
    /** When the work is due (issue 24); null: no due date. Late once past while not completed. */
    dueAt: nullable(DateTime),
    /** When the job was paid; admins, the project's PMs and the claimant. */
    paidBy: Type.Optional(nullable(DateTime)),
    /** When the bonus was paid; admins, the project's PMs and the claimant. */
    bonusBy: Type.Optional(nullable(DateTime)),
    sceneCount: Type.Integer(),
    gender: Type.String(),
    direction: Type.String(),
    /** What the caller may do with the job now (the server decides; the buttons follow). */
    actions: Type.Array(ref(JobAction)),
  },
  { $id: 'Job', title: 'Job' },
);
export type JobJson = Static<typeof Job>;

const JobAnswer = Type.Object({ message: Type.String(), job: ref(Job) });
const JobParams = IdParams;

export const ListJobsQuery = Type.Object({
  status: stringEnum(JOB_LIST_STATUSES, { default: 'incomplete' }),
  user: Type.Union([Type.Literal('everyone'), Id], { default: 'everyone', description: "`everyone` or the claimant's id" }),
  filter: Type.Optional(Type.String({ maxLength: 50, description: 'job type; empty for all' })),
  projectId: Type.Optional(Id),
  /** `newest`: important first, then newest; `due`: soonest due first, jobs without a due date last. */
  sort: stringEnum(JOB_LIST_SORTS, { default: 'newest' }),
  /** Only the late jobs: due before now and not completed. */
  late: Type.Optional(Type.Boolean()),
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

const Price = Type.Number({ minimum: 0, maximum: MAX_JOB_PRICE });

export const CreateJobBody = Type.Object({
  projectId: Id,
  jobType: ref(JobType),
  /** Only for `other` jobs; ignored for the others. */
  title: Type.Optional(Type.String({ maxLength: 200 })),
  /** Markdown. */
  body: Type.Optional(Type.String({ maxLength: 20_000 })),
  /** Files already uploaded (`POST /api/files/upload`). */
  files: Type.Optional(Type.Array(ref(StoredFile), { maxItems: 20 })),
  /** Voice jobs only. */
  gender: Type.Optional(stringEnum(VOICE_GENDERS)),
  /** Translation jobs only. */
  direction: Type.Optional(stringEnum(TRANSLATION_DIRECTIONS)),
  /** Defaults to the project's scene count. */
  sceneCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  /** Price mode `dyn`: a price for each star level. */
  prices: Type.Optional(Type.Object({ '1': Price, '2': Price, '3': Price })),
  /** Price mode `fix`: one price whatever the claimant's level. */
  price: Type.Optional(nullable(Price)),
  /** Invited users (empty: everyone holding the role). */
  staff: Type.Optional(Type.Array(Id, { maxItems: 200 })),
  perfBased: Type.Optional(Type.Boolean()),
  important: Type.Optional(Type.Boolean()),
  /** Size offset the prices were read at: 12 small, 0 below the threshold, 3 above (character-priced types). */
  projectSize: Type.Optional(Type.Union([Type.Literal(12), Type.Literal(0), Type.Literal(3)])),
  /** Admins, project-manager jobs: the PM also orders a script-writing job. */
  orderScript: Type.Optional(Type.Boolean()),
  /** When the work is due: later than now (400 naming `dueAt` otherwise); absent or null: none. */
  dueAt: Type.Optional(nullable(DateTime)),
});
export type CreateJobInput = Static<typeof CreateJobBody>;

export const CreateJobSchema = {
  operationId: 'createJob',
  tags: ['jobs'],
  summary: 'Creates a job in a project (its PMs); notifies who may claim it',
  body: CreateJobBody,
  response: responses({ 201: JobAnswer }),
};

export const GetJobSchema = {
  operationId: 'getJob',
  tags: ['jobs'],
  summary: 'One job, as the caller may see it',
  params: JobParams,
  response: responses({ 200: Type.Object({ job: ref(Job) }) }),
};

export const DeleteJobSchema = {
  operationId: 'deleteJob',
  tags: ['jobs'],
  summary: "Removes a job (the project's PMs; not once paid)",
  params: JobParams,
  response: responses({ 200: ref(MessageResponse) }),
};

/** Actions without a body, posted as `/api/jobs/{id}/{action}` (submit and reject carry deliverables: below). */
export const PLAIN_JOB_ACTIONS = ['claim', 'release', 'release-user', 'approve', 'paid', 'unpaid'] as const;
export type PlainJobAction = (typeof PLAIN_JOB_ACTIONS)[number];

export const JobActionSchema = {
  operationId: 'actOnJob',
  tags: ['jobs'],
  summary: 'Moves a job through its states (DECISIONS "Jobs"): 403 for the wrong actor, 409 for the wrong state',
  params: Type.Object({ id: Id, action: stringEnum(PLAIN_JOB_ACTIONS) }),
  response: responses({ 200: JobAnswer }),
};

export const SubmitJobSchema = {
  operationId: 'submitJob',
  tags: ['jobs'],
  summary: 'The claimant submits the job for approval, with an optional note and files they uploaded (a new round)',
  description:
    "Files are ids from `POST /api/files/upload` uploaded by the caller; they follow the job's visibility from then on. " +
    "400 for a file that is not the caller's upload (nothing is written), 403 wrong actor, 409 wrong state. " +
    'No body is the same as `{}` (a submission with nothing attached).',
  params: JobParams,
  body: SubmitJobBody,
  response: responses({ 200: JobAnswer }),
};

export const RequestRevisionSchema = {
  operationId: 'requestJobRevision',
  tags: ['jobs'],
  summary: "The project's PMs send a pending job back to its claimant, with an optional note (kept in the job's history)",
  description: 'No body is the same as `{}` (a revision request without a note).',
  params: JobParams,
  body: RequestRevisionBody,
  response: responses({ 200: JobAnswer }),
};

export const JobHistorySchema = {
  operationId: 'getJobHistory',
  tags: ['jobs'],
  summary: "The job's submissions and reviews, oldest first: all of them for its PMs, the claimant's own rounds for a claimant",
  params: JobParams,
  response: responses({ 200: Type.Object({ history: Type.Array(ref(JobEvent)) }) }),
};

export const SetJobStatusSchema = {
  operationId: 'setJobStatus',
  tags: ['jobs'],
  summary: "Sets the status directly (the project's PMs)",
  params: JobParams,
  body: Type.Object({ status: ref(JobStatus) }),
  response: responses({ 200: JobAnswer }),
};

export const SetJobBonusSchema = {
  operationId: 'setJobBonus',
  tags: ['jobs'],
  summary: "Sets the job's bonus in dollars (admins)",
  params: JobParams,
  body: Type.Object({ bonus: Type.Number({ exclusiveMinimum: 0, maximum: MAX_BONUS }) }),
  response: responses({ 200: JobAnswer }),
};

export const SetJobDueSchema = {
  operationId: 'setJobDue',
  tags: ['jobs'],
  summary: "Changes or clears the job's due date (the project's PMs; logged in the project's PM logs)",
  description: 'A new date must be later than now (400 naming `dueAt`); 409 once the job is completed.',
  params: JobParams,
  body: Type.Object({ dueAt: nullable(DateTime) }),
  response: responses({ 200: JobAnswer }),
};

export const BONUS_ACTIONS = ['remove', 'paid', 'unpaid'] as const;

export const JobBonusActionSchema = {
  operationId: 'actOnJobBonus',
  tags: ['jobs'],
  summary: 'Removes the bonus, or marks it paid or unpaid (admins)',
  params: Type.Object({ id: Id, action: stringEnum(BONUS_ACTIONS) }),
  response: responses({ 200: JobAnswer }),
};

export const JobTypesSchema = {
  operationId: 'listJobTypes',
  tags: ['jobs'],
  summary: 'The job types this site offers (translation is left out on the regional site)',
  response: responses({ 200: Type.Object({ jobTypes: Type.Array(ref(JobType)) }) }),
};

const Rate = Type.Number({ minimum: 0, maximum: MAX_RATE });
const SLOT_KEYS = Array.from({ length: 18 }, (_, i) => String(i + 1));
const keyedBy = <T extends TSchema>(keys: readonly string[], value: T) =>
  Type.Unsafe<Record<string, Static<T>>>({ type: 'object', propertyNames: { enum: [...keys] }, additionalProperties: value });

export const RoleRates = Type.Object(
  {
    /** Slot index (1-18) → dollars; character-priced roles use all 18, the others 1-3 and 7-9. */
    rates: keyedBy(SLOT_KEYS, Rate),
    /** The bonus offered for a job of this role. */
    bonus: Rate,
  },
  { $id: 'RoleRates', title: 'RoleRates' },
);

export const Pricing = Type.Object(
  {
    roles: keyedBy(CONTRIBUTOR_ROLES, ref(RoleRates)),
    updated: nullable(DateTime),
  },
  { $id: 'Pricing', title: 'Pricing' },
);
export type PricingJson = Static<typeof Pricing>;

export const GetPricingSchema = {
  operationId: 'getPricing',
  tags: ['jobs'],
  summary: 'The rates table (admins; PMs without the project-manager and cross-checking rates)',
  response: responses({ 200: Type.Object({ pricing: ref(Pricing) }) }),
};

export const SavePricingSchema = {
  operationId: 'savePricing',
  tags: ['jobs'],
  summary: 'Saves the rates of the roles given (admins); each role needs every one of its slots',
  body: Type.Object({ roles: keyedBy(CONTRIBUTOR_ROLES, ref(RoleRates)) }),
  response: responses({ 200: Type.Object({ pricing: ref(Pricing), message: Type.String() }) }),
};

export const PriceSuggestionSchema = {
  operationId: 'suggestJobPrices',
  tags: ['jobs'],
  summary: "The level prices the create-job form pre-fills (the project's PMs), from the pricing engine",
  querystring: Type.Object({
    projectId: Id,
    jobType: ref(JobType),
    projectSize: Type.Optional(Type.Union([Type.Literal(12), Type.Literal(0), Type.Literal(3)])),
    perfBased: Type.Boolean({ default: false }),
    /** Scenes the job covers (scene-priced types multiply by it); default the project's scene count. */
    sceneCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  }),
  response: responses({
    200: Type.Object({
      /** Null when the table has no rates for the type (`other`): the PM types the price in. */
      prices: nullable(Type.Object({ '1': Type.Number(), '2': Type.Number(), '3': Type.Number() })),
      suggestedSize: Type.Integer(),
      sizeOptions: Type.Array(Type.Integer()),
      sceneCount: Type.Integer(),
      characterCount: Type.Integer(),
      /** Whether the project is performance-based (the form's default for the PB flag). */
      projectPerfBased: Type.Boolean(),
      /** The studio's due-date default for the type and size band, in days (issue 24); null: none. */
      dueDays: nullable(Type.Integer()),
      /** The due date that default offers for a job created now; the form pre-fills it, the PM may change it. */
      dueAt: nullable(DateTime),
    }),
  }),
};

/** One band of the due-date defaults: a job type, one of its size bands, and the days (null: no default). */
export const DueDefault = Type.Object(
  {
    jobType: ref(JobType),
    sizeOffset: Type.Union([Type.Literal(12), Type.Literal(0), Type.Literal(3)]),
    days: nullable(Type.Integer({ minimum: 1, maximum: 365 })),
  },
  { $id: 'DueDefault', title: 'DueDefault' },
);

export const GetDueDefaultsSchema = {
  operationId: 'getDueDefaults',
  tags: ['jobs'],
  summary: "The due-date defaults: every job type's size bands with the days a new job is due in (PMs and admins)",
  response: responses({ 200: Type.Object({ defaults: Type.Array(ref(DueDefault)) }) }),
};

export const SaveDueDefaultsSchema = {
  operationId: 'saveDueDefaults',
  tags: ['jobs'],
  summary: 'Sets the due-date defaults of the bands given (admins); null days removes a default',
  description:
    '"Due-date defaults saved". A size band that does not apply to its job type, or a band given twice, is refused ' +
    'with 400 naming the entry; days are 1 to 365.',
  body: Type.Object({ defaults: Type.Array(ref(DueDefault), { maxItems: 100 }) }),
  response: responses({ 200: Type.Object({ defaults: Type.Array(ref(DueDefault)), message: Type.String() }) }),
};

// The benchmark's floor (npm run bench, BENCH_FLOOR=1 only): hidden from the OpenAPI document.
export const JobsBenchFloorSchema = { hide: true, querystring: Type.Object(paging(20, 100)) };
