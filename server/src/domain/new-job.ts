// The rules of the create-job form, checked on the server (spec doc 1 "Create-job form", section 5): what a
// body must hold for its job type, turned into the row to insert. Throws 400 naming the problem.
import { BadRequestError } from '../errors';
import type { LevelPrices, StoredFile } from '../db/types';
import { sizeOptions } from './pricing';
import { JOB_TYPE_LABELS, REGIONAL_SITE_HIDDEN_JOB_TYPE, type JobType } from './roles';

export interface NewJobInput {
  jobType: JobType;
  title?: string;
  body?: string;
  files?: StoredFile[];
  gender?: string;
  direction?: string;
  sceneCount?: number;
  prices?: Record<'1' | '2' | '3', number>;
  price?: number | null;
  staff?: string[];
  perfBased?: boolean;
  important?: boolean;
  projectSize?: 0 | 3 | 12;
  orderScript?: boolean;
  /** ISO date-time; null or absent: no due date. */
  dueAt?: string | null;
}

export interface NewJobContext {
  project: { sceneCount: number; perfBased: boolean };
  /** The invited users that exist, with their level and roles. */
  invitees: ReadonlyArray<{ id: string; name: string; level: string; roles: string[] }>;
  /** The request came to the regional site, where translation jobs are not offered. */
  regionalSite: boolean;
  /** The server's clock (a due date must be later). */
  now: Date;
}

export interface NewJobValues {
  job_type: JobType;
  title: string;
  body: string;
  files: StoredFile[];
  gender: string;
  direction: string;
  scene_count: number;
  prices: LevelPrices;
  price: number | null;
  staff: string[];
  perf_based: boolean;
  important: boolean;
  due_at: Date | null;
}

const CONTRIBUTOR_LEVELS = ['admin', 'staff', 'freelancer'];

export function newJobValues(input: NewJobInput, context: NewJobContext): NewJobValues {
  const type = input.jobType;
  const label = JOB_TYPE_LABELS[type];
  if (context.regionalSite && type === REGIONAL_SITE_HIDDEN_JOB_TYPE) {
    throw new BadRequestError(`${label} jobs are not offered on this site`);
  }

  const fixed = typeof input.price === 'number';
  if (fixed && input.prices) throw new BadRequestError('Give either a price for each level or one fixed price, not both');
  if (!fixed && !input.prices)
    throw new BadRequestError('prices must hold a price for levels 1, 2 and 3 (or give a fixed price)');

  if (input.projectSize !== undefined && !sizeOptions(type).includes(input.projectSize)) {
    throw new BadRequestError(`projectSize ${input.projectSize} does not apply to ${label} jobs`);
  }

  // Who may order a script is the project policy's `orderScript`, asked by the route.
  if (input.orderScript && type !== 'project-manager') {
    throw new BadRequestError('orderScript applies to Project Management jobs only');
  }

  const staff = [...new Set(input.staff ?? [])];
  for (const id of staff) {
    const user = context.invitees.find((invitee) => invitee.id === id);
    if (!user || !CONTRIBUTOR_LEVELS.includes(user.level)) throw new BadRequestError(`staff: ${id} is not a contributor`);
    if (type !== 'other' && !user.roles.includes(type))
      throw new BadRequestError(`staff: ${user.name} does not hold the ${label} role`);
  }

  return {
    job_type: type,
    title: type === 'other' ? (input.title ?? '').trim() : '',
    body: input.body ?? '',
    files: input.files ?? [],
    gender: type === 'voice' ? (input.gender ?? 'Any') : 'Any',
    direction: type === 'translation' ? (input.direction ?? 'From English') : 'From English',
    scene_count: input.sceneCount ?? context.project.sceneCount,
    prices: fixed ? {} : { ...(input.prices as LevelPrices) },
    price: fixed ? (input.price as number) : null,
    staff,
    perf_based: input.perfBased ?? context.project.perfBased,
    important: input.important ?? false,
    due_at: dueDate(input.dueAt ?? null, context.now),
  };
}

/** A due date must be later than now (400 naming `dueAt` otherwise); null clears it. */
export const PAST_DUE_DATE = 'dueAt must be later than now';
export function dueDate(value: string | null, now: Date): Date | null {
  if (value === null) return null;
  const due = new Date(value);
  if (Number.isNaN(due.getTime())) throw new BadRequestError('dueAt must be a date and time', 'dueAt');
  if (due.getTime() <= now.getTime()) throw new BadRequestError(PAST_DUE_DATE, 'dueAt');
  return due;
}
