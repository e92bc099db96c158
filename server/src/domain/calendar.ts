// The studio calendar's range (issue 24): two calendar days, both included, `from` not after `to`, at most
// MAX_DAYS apart (400 naming the field otherwise). Jobs are due at instants and the reader places each by their own
// clock, so the instants read span the range in every time zone: from 14 hours before its first day (UTC+14) to 12
// hours after its last (UTC-12).
import { BadRequestError } from '../errors';

const DAY_MS = 24 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;

export const CALENDAR_RANGE_BACKWARDS = 'to must not be before from';
export const CALENDAR_RANGE_TOO_LONG = 'to must be at most 62 days after from';

export function calendarRange(from: string, to: string, maxDays: number) {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  if (end.getTime() < start.getTime()) throw new BadRequestError(CALENDAR_RANGE_BACKWARDS, 'to');
  if (end.getTime() - start.getTime() > maxDays * DAY_MS) throw new BadRequestError(CALENDAR_RANGE_TOO_LONG, 'to');
  return {
    days: { from, to },
    instants: { from: new Date(start.getTime() - 14 * HOUR_MS), to: new Date(end.getTime() + DAY_MS + 12 * HOUR_MS) },
  };
}
