// Planned launch dates (issue 24): "Mark as Ready" asks for the planned launch date of each platform the project
// launches on — the platforms whose launch step its checklist holds (domain/checklist.ts LAUNCH_STEPS: Facebook and
// YouTube by default). Each is a calendar date (YYYY-MM-DD), not before today anywhere on earth (the date at UTC-12,
// so a PM east of Greenwich is never refused their own today). Throws 400 naming the field otherwise.
import { BadRequestError } from '../errors';
import type { ChecklistItem } from '../db/types';
import { checklistOrDefault, LAUNCH_STEPS } from './checklist';

export type LaunchPlatform = 'fb' | 'yt';
export type LaunchDates = Partial<Record<LaunchPlatform, string>>;

/** The sentences naming each platform's field (translated in plugins/message-translations.ts). */
export const LAUNCH_DATE_MISSING: Readonly<Record<LaunchPlatform, string>> = {
  fb: 'launchDates.fb: give the planned Facebook launch date',
  yt: 'launchDates.yt: give the planned YouTube launch date',
};
export const LAUNCH_DATE_PAST: Readonly<Record<LaunchPlatform, string>> = {
  fb: 'launchDates.fb: the planned Facebook launch date must not be in the past',
  yt: 'launchDates.yt: the planned YouTube launch date must not be in the past',
};
export const LAUNCH_DATE_NOT_A_DATE: Readonly<Record<LaunchPlatform, string>> = {
  fb: 'launchDates.fb: the planned Facebook launch date must be a date',
  yt: 'launchDates.yt: the planned YouTube launch date must be a date',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const HOUR_MS = 3600 * 1000;

/** The platforms a project launches on: those whose launch step its checklist holds, in checklist order. */
export function launchPlatforms(checklist: ReadonlyArray<ChecklistItem> | null | undefined): LaunchPlatform[] {
  return checklistOrDefault(checklist)
    .map((step) => LAUNCH_STEPS[step.id])
    .filter((platform): platform is LaunchPlatform => platform !== undefined);
}

/** The earliest date still "today" somewhere (UTC-12), as YYYY-MM-DD. */
export const earliestToday = (now: Date): string => new Date(now.getTime() - 12 * HOUR_MS).toISOString().slice(0, 10);

/** A real calendar date (rejects 2026-02-30). */
function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The launch dates to record: one per platform the project launches on, each checked. */
export function plannedLaunchDates(
  checklist: ReadonlyArray<ChecklistItem> | null | undefined,
  input: LaunchDates,
  now: Date,
): Array<{ platform: LaunchPlatform; date: string }> {
  const today = earliestToday(now);
  return launchPlatforms(checklist).map((platform) => {
    const date = input[platform];
    const field = `launchDates.${platform}`;
    if (!date) throw new BadRequestError(LAUNCH_DATE_MISSING[platform], field);
    if (!isCalendarDate(date)) throw new BadRequestError(LAUNCH_DATE_NOT_A_DATE[platform], field);
    if (date < today) throw new BadRequestError(LAUNCH_DATE_PAST[platform], field);
    return { platform, date };
  });
}

/**
 * The instant `fbLaunchDate` takes from a planned date: noon UTC, which reads as the same calendar date in every
 * time zone from UTC-11 to UTC+11 (the relaunch rule counts 120 days from it).
 */
export const launchInstant = (date: string): Date => new Date(`${date}T12:00:00Z`);
