/**
 * The calendar's days: a month shows the weeks it touches (Monday first, as ISO 8601 and most studios plan), a week
 * its seven days. Days are the reader's own calendar days; the address carries the view and one day of it
 * (`?view=week&date=2027-01-04`), so a reload or a shared link shows the same period.
 */
import {
  addDays,
  addMonths,
  addWeeks,
  endOfMonth,
  endOfWeek,
  format,
  isValid,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

export type CalendarView = 'month' | 'week';
export const CALENDAR_VIEWS: readonly CalendarView[] = ['month', 'week'];

const WEEK = { weekStartsOn: 1 } as const;

/** A day as the API and the address write it: YYYY-MM-DD on the reader's calendar. */
export const dayKey = (day: Date): string => format(day, 'yyyy-MM-dd');

/** The view the address asks for (a month unless it says week). */
export const viewOf = (value: string | null): CalendarView => (value === 'week' ? 'week' : 'month');

/** The day the address names, or today when it names none (or nonsense). */
export function dayOf(value: string | null, today: Date = new Date()): Date {
  const parsed = value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseISO(value) : null;
  return parsed && isValid(parsed) ? parsed : today;
}

/** Every day the view shows around `anchor`, first to last: whole weeks. */
export function visibleDays(view: CalendarView, anchor: Date): Date[] {
  const first = view === 'month' ? startOfWeek(startOfMonth(anchor), WEEK) : startOfWeek(anchor, WEEK);
  const last = view === 'month' ? endOfWeek(endOfMonth(anchor), WEEK) : endOfWeek(anchor, WEEK);
  const days: Date[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The same view one period earlier (-1) or later (1). */
export const shiftDay = (view: CalendarView, anchor: Date, step: -1 | 1): Date =>
  view === 'month' ? addMonths(startOfMonth(anchor), step) : addWeeks(anchor, step);

/** The reader's calendar day of an instant (a job's due time). */
export const localDayOf = (instant: string): string => dayKey(new Date(instant));
