// The pricing engine of DECISIONS "Pricing": pure functions, no database. Money is in dollars.
import { isCharacterPriced, rateSlots, SCENE_PRICED_ROLES } from './roles';

export type StarLevel = 1 | 2 | 3;
export const STAR_LEVELS: readonly StarLevel[] = [1, 2, 3];
export const DEFAULT_STAR_LEVEL: StarLevel = 2;

/** Project size offset S: 0 below the threshold, 3 above it, 12 for a small project (≤ 3,600 characters). */
export type SizeOffset = 0 | 3 | 12;
export const SIZE_OFFSETS: readonly SizeOffset[] = [12, 0, 3];

export const SMALL_PROJECT_CHARACTERS = 3600;
export const VOICE_THRESHOLD_CHARACTERS = 7200;
export const CHARACTER_THRESHOLD = 6000;
export const MAX_RATE = 500;

export interface RoleRates {
  /** Slot index (1..18) → dollars; slots a role does not use are absent. */
  rates: Record<string, number>;
  bonus: number;
}
export type PricingTable = Record<string, RoleRates>;

/** Dollars per star level, as a job stores them. */
export type LevelPrices = Record<'1' | '2' | '3', number>;

/** The character count above which a character-priced role uses the "above threshold" band. */
export function characterThreshold(role: string): number {
  return role === 'voice' ? VOICE_THRESHOLD_CHARACTERS : CHARACTER_THRESHOLD;
}

/** The size offset the create-job form suggests for a role and a project's character count. */
export function suggestedSize(role: string, characterCount: number): SizeOffset {
  if (!isCharacterPriced(role)) return 0;
  if (characterCount <= SMALL_PROJECT_CHARACTERS) return 12;
  if (characterCount <= characterThreshold(role)) return 0;
  return 3;
}

/** Slot index = star level + size offset + PB offset (6, or 3 in the small band). */
export function slotIndex(level: StarLevel, size: SizeOffset, perfBased: boolean): number {
  const pbOffset = perfBased ? (size === 12 ? 3 : 6) : 0;
  return level + size + pbOffset;
}

/** The size offsets a role may use: character-priced roles choose, the others always use 0. */
export function sizeOptions(role: string): SizeOffset[] {
  return isCharacterPriced(role) ? [...SIZE_OFFSETS] : [0];
}

export const isScenePriced = (jobType: string): boolean => (SCENE_PRICED_ROLES as readonly string[]).includes(jobType);

export interface PrefillInput {
  jobType: string;
  size: SizeOffset;
  perfBased: boolean;
  sceneCount: number;
}

/**
 * The three level prices the create-job form pre-fills from the table, multiplied by the scene count for
 * scene-priced types. Null when the table has no rates for the type (e.g. `other`): the PM types them in.
 */
export function prefillPrices(table: PricingTable, input: PrefillInput): LevelPrices | null {
  const role = table[input.jobType];
  if (!role) return null;
  const size = isCharacterPriced(input.jobType) ? input.size : 0;
  const multiplier = isScenePriced(input.jobType) ? Math.max(1, input.sceneCount) : 1;
  const price = (level: StarLevel) => roundMoney((role.rates[String(slotIndex(level, size, input.perfBased))] ?? 0) * multiplier);
  return { '1': price(1), '2': price(2), '3': price(3) };
}

/**
 * The job types a project usually orders (decision 0631), in production order: the quote before jobs open prices
 * each of them. `other` has no rates (the PM types its price in), so it is never quoted.
 */
export const USUAL_JOB_TYPES = [
  'project-manager',
  'script',
  'title-writing',
  'storyboard',
  'voice',
  'coloring',
  'recording',
  'video-editing',
  'video-finalizing',
  'cover-image-design',
] as const;

export interface QuoteInput {
  characterCount: number;
  sceneCount: number;
  perfBased: boolean;
}

export interface QuoteLine {
  jobType: string;
  /** The size band the create-job form suggests for this type and character count. */
  size: SizeOffset;
  /** The scenes a scene-priced type is multiplied by (at least 1); null for the others. */
  scenes: number | null;
  /** The default level's price (level 2), as a job created with the suggested prices would pay. */
  price: number;
}

/**
 * The expected cost of a project before its jobs open: for each type the table has rates for, the price the
 * create-job form would pre-fill (prefillPrices, the suggested size band, the project's PB flag and scene count) at
 * the default level; and their total.
 */
export function projectQuote(
  table: PricingTable,
  project: QuoteInput,
  jobTypes: readonly string[],
): { lines: QuoteLine[]; total: number } {
  const lines = jobTypes.flatMap((jobType): QuoteLine[] => {
    const size = suggestedSize(jobType, project.characterCount);
    const prices = prefillPrices(table, { jobType, size, perfBased: project.perfBased, sceneCount: project.sceneCount });
    if (!prices) return [];
    const scenes = isScenePriced(jobType) ? Math.max(1, project.sceneCount) : null;
    return [{ jobType, size, scenes, price: prices[String(DEFAULT_STAR_LEVEL) as '1' | '2' | '3'] }];
  });
  return { lines, total: roundMoney(lines.reduce((sum, line) => sum + line.price, 0)) };
}

export interface PricedJob {
  price: number | null;
  prices: Partial<LevelPrices> | null;
  bonus: number | null;
}

/** The star level that prices a job for its claimant: their level in the job's role, 2 when unset or out of range. */
export function pricingLevel(claimantLevel: number | undefined): StarLevel {
  return (STAR_LEVELS as readonly number[]).includes(claimantLevel ?? 0) ? (claimantLevel as StarLevel) : DEFAULT_STAR_LEVEL;
}

/** The job's pay without the bonus: the fixed price, or the price of the claimant's star level (default 2). */
export function jobPay(job: Omit<PricedJob, 'bonus'>, claimantLevel: number | undefined): number {
  const level = pricingLevel(claimantLevel);
  return roundMoney(job.price ?? job.prices?.[String(level) as '1' | '2' | '3'] ?? 0);
}

/**
 * What a job pays the claimant: its pay plus the bonus. The pay is written onto the job at approval
 * (`amount_owed`) and never recomputed; the bonus stays its own amount, paid on its own line.
 */
export function amountOwed(job: PricedJob, claimantLevel: number | undefined): number {
  return roundMoney(jobPay(job, claimantLevel) + (job.bonus ?? 0));
}

export interface CostedJob extends PricedJob {
  /** The pay fixed at approval (without the bonus); null until the job is approved. */
  amountOwed: number | null;
}

/** Project cost: approved jobs' pay plus bonus, the level-2 price of the others; and the number of jobs. */
export function projectCost(jobs: CostedJob[]): { cost: number; count: number } {
  const cost = jobs.reduce(
    (sum, job) => sum + (job.amountOwed === null ? jobPay(job, DEFAULT_STAR_LEVEL) : job.amountOwed + (job.bonus ?? 0)),
    0,
  );
  return { cost: roundMoney(cost), count: jobs.length };
}

/** Keeps only the slots a role uses, so a saved table never carries stray indexes. */
export function normaliseRoleRates(role: string, input: RoleRates): RoleRates {
  const rates: Record<string, number> = {};
  for (const slot of rateSlots(role)) rates[String(slot)] = roundMoney(input.rates[String(slot)] ?? 0);
  return { rates, bonus: roundMoney(input.bonus) };
}

export const roundMoney = (n: number): number => Math.round(n * 100) / 100;
