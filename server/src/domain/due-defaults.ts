// Due-date defaults (issue 24): the studio setting an admin edits — for each job type and project size band (the
// pricing's size offset: 12 small, 0 standard, 3 above the threshold; a type that is not character-priced has the
// one band 0), how many days after its creation a new job is due. The create-job form offers it, pre-filled and
// never forced. Pure: the grid of bands and the checks of a save (400 naming the field).
import { BadRequestError } from '../errors';
import { sizeOptions, type SizeOffset } from './pricing';
import { JOB_TYPES, type JobType } from './roles';

export const MIN_DUE_DAYS = 1;
export const MAX_DUE_DAYS = 365;
const DAY_MS = 24 * 3600 * 1000;

export interface DueDefault {
  jobType: JobType;
  sizeOffset: SizeOffset;
  /** Null: no default for this band (the form leaves the due date empty). */
  days: number | null;
}

/** Every band of every job type, in job-type order, with its days from `saved` (null when none). */
export function dueDefaultGrid(saved: ReadonlyArray<{ job_type: string; size_offset: number; days: number }>): DueDefault[] {
  return JOB_TYPES.flatMap((jobType) =>
    sizeOptions(jobType).map((sizeOffset) => ({
      jobType,
      sizeOffset,
      days: saved.find((row) => row.job_type === jobType && row.size_offset === sizeOffset)?.days ?? null,
    })),
  );
}

export const DUE_DEFAULT_BAND_UNKNOWN = 'defaults: a size band does not apply to its job type';
export const DUE_DEFAULT_TWICE = 'defaults: a job type and size band is given twice';

/** Checks a save: each band exists for its job type and is given once. Answers the rows to store. */
export function checkDueDefaults(defaults: ReadonlyArray<DueDefault>): DueDefault[] {
  const seen = new Set<string>();
  defaults.forEach((entry, index) => {
    if (!sizeOptions(entry.jobType).includes(entry.sizeOffset))
      throw new BadRequestError(DUE_DEFAULT_BAND_UNKNOWN, `defaults/${index}/sizeOffset`);
    const key = `${entry.jobType}|${entry.sizeOffset}`;
    if (seen.has(key)) throw new BadRequestError(DUE_DEFAULT_TWICE, `defaults/${index}`);
    seen.add(key);
  });
  return [...defaults];
}

/** The due date a default of `days` offers for a job created at `now`. */
export const defaultDueAt = (days: number, now: Date): Date => new Date(now.getTime() + days * DAY_MS);
