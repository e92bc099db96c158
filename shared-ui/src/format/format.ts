/**
 * The one date and number formatter (spec doc 1 section 9, doc 2 section 9).
 * Only `formatDistanceStrict` and the Thai locale are taken from date-fns, to keep the shared bundle small.
 */
import { formatDistanceStrict } from 'date-fns/formatDistanceStrict';
import { th } from 'date-fns/locale/th';
import { currentLocale, t } from '../i18n/i18n';

export type DateInput = Date | string | number;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

const isValid = (date: Date) => !Number.isNaN(date.getTime());

/** Compact age: "now", "Ns", "Nm", "Nh", "Nd", "Nw", "Nmo", "Nyr" (months of 30 days, years of 365). */
export function formatRelative(date: DateInput, now: DateInput = Date.now()): string {
  const then = toDate(date);
  if (!isValid(then)) return '';
  const elapsed = toDate(now).getTime() - then.getTime();
  const seconds = Math.floor(elapsed / SECOND);
  const days = Math.floor(elapsed / DAY);
  if (seconds < 1) return t('relative.now');
  if (seconds < 60) return t('relative.s', { n: seconds });
  if (elapsed < HOUR) return t('relative.m', { n: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return t('relative.h', { n: Math.floor(elapsed / HOUR) });
  if (days < 7) return t('relative.d', { n: days });
  if (days < 30) return t('relative.w', { n: Math.floor(days / 7) });
  if (days < 365) return t('relative.mo', { n: Math.floor(days / 30) });
  return t('relative.yr', { n: Math.floor(days / 365) });
}

/** "5 minutes ago" (Thai: "5 นาทีที่ผ่านมา") in the current locale. */
export function formatAgo(date: DateInput, now: DateInput = Date.now()): string {
  const then = toDate(date);
  if (!isValid(then)) return '';
  return formatDistanceStrict(then, toDate(now), {
    addSuffix: true,
    locale: currentLocale() === 'th' ? th : undefined,
  });
}

/** Time left until `date`: "2d 3h 15m left"; "0d 0h 0m" once past. */
export function formatCountdown(date: DateInput, now: DateInput = Date.now()): string {
  const left = toDate(date).getTime() - toDate(now).getTime();
  if (!(left > 0)) return t('countdown.over');
  return t('countdown.left', {
    d: Math.floor(left / DAY),
    h: Math.floor((left % DAY) / HOUR),
    m: Math.floor((left % HOUR) / MINUTE),
  });
}

const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Thousands separators, no decimals: 1234.6 → "1,235". Empty for a missing number. */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return wholeNumber.format(value);
}

/** Dollars: 1234 → "$1,234"; cents only when there are any: 1234.5 → "$1,234.50". */
export function formatMoney(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const cents = Math.round(value * 100);
  return cents % 100 === 0 ? dollars.format(cents / 100) : dollarsAndCents.format(cents / 100);
}

/** A date in the current locale: "Jan 5, 2024" / "5 ม.ค. 2567". */
export function formatDate(date: DateInput): string {
  const value = toDate(date);
  if (!isValid(value)) return '';
  return value.toLocaleDateString(currentLocale() === 'th' ? 'th-TH' : 'en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

/** A month in the current locale: "January 2027" / "มกราคม 2570" (a calendar's heading). */
export function formatMonth(date: DateInput): string {
  const value = toDate(date);
  if (!isValid(value)) return '';
  return value.toLocaleDateString(currentLocale() === 'th' ? 'th-TH' : 'en-US', { year: 'numeric', month: 'long' });
}

/** A day with its weekday in the current locale: "Mon, Jan 4" / "จันทร์ 4 ม.ค." (a calendar's day). */
export function formatDay(date: DateInput): string {
  const value = toDate(date);
  if (!isValid(value)) return '';
  return value.toLocaleDateString(currentLocale() === 'th' ? 'th-TH' : 'en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
}

/** A weekday's short name in the current locale: "Mon" / "จ." (a calendar's column heading). */
export function formatWeekday(date: DateInput): string {
  const value = toDate(date);
  if (!isValid(value)) return '';
  return value.toLocaleDateString(currentLocale() === 'th' ? 'th-TH' : 'en-US', { weekday: 'short' });
}

/** A time of day in the current locale: "2:05 PM" / "14:05". */
export function formatTime(date: DateInput): string {
  const value = toDate(date);
  if (!isValid(value)) return '';
  return value.toLocaleTimeString(currentLocale() === 'th' ? 'th-TH' : 'en-US', { hour: 'numeric', minute: '2-digit' });
}
