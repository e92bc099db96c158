import { setLocale } from '../i18n/i18n';
import {
  formatAgo,
  formatCountdown,
  formatDate,
  formatDay,
  formatMonth,
  formatMoney,
  formatNumber,
  formatRelative,
  formatTime,
  formatWeekday,
} from './format';

const NOW = new Date('2024-06-15T12:00:00Z');
const before = (ms: number) => new Date(NOW.getTime() - ms);
const after = (ms: number) => new Date(NOW.getTime() + ms);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

afterEach(() => setLocale('en'));

describe('formatRelative', () => {
  it.each([
    [0, 'now'],
    [999, 'now'],
    [-5 * S, 'now'],
    [1 * S, '1s'],
    [59 * S, '59s'],
    [60 * S, '1m'],
    [59 * M + 59 * S, '59m'],
    [H, '1h'],
    [23 * H, '23h'],
    [D, '1d'],
    [6 * D, '6d'],
    [7 * D, '1w'],
    [29 * D, '4w'],
    [30 * D, '1mo'],
    [364 * D, '12mo'],
    [365 * D, '1yr'],
    [800 * D, '2yr'],
  ])('%i ms ago → %s', (ms, expected) => {
    expect(formatRelative(before(ms), NOW)).toBe(expected);
  });

  it('accepts ISO strings and speaks Thai', async () => {
    expect(formatRelative('2024-06-15T11:55:00Z', NOW)).toBe('5m');
    await setLocale('th');
    expect(formatRelative('2024-06-15T11:55:00Z', NOW)).toBe('5 นาที');
  });

  it('is empty for an invalid date', () => {
    expect(formatRelative('not a date', NOW)).toBe('');
  });
});

describe('formatAgo', () => {
  it.each([
    [30 * S, '30 seconds ago'],
    [5 * M, '5 minutes ago'],
    [3 * H, '3 hours ago'],
    [2 * D, '2 days ago'],
  ])('%i ms ago → %s', (ms, expected) => {
    expect(formatAgo(before(ms), NOW)).toBe(expected);
  });

  it('uses Thai when the locale is Thai', async () => {
    await setLocale('th');
    expect(formatAgo(before(5 * M), NOW)).toBe('5 นาทีที่ผ่านมา');
  });
});

describe('formatCountdown', () => {
  it.each([
    [2 * D + 3 * H + 15 * M + 20 * S, '2d 3h 15m left'],
    [59 * S, '0d 0h 0m left'],
    [0, '0d 0h 0m'],
    [-H, '0d 0h 0m'],
  ])('%i ms ahead → %s', (ms, expected) => {
    expect(formatCountdown(after(ms), NOW)).toBe(expected);
  });
});

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1234, '1,234'],
    [1234.6, '1,235'],
    [1234567, '1,234,567'],
    [-9876, '-9,876'],
    [null, ''],
    [Number.NaN, ''],
  ])('%p → %p', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });
});

describe('formatMoney', () => {
  it.each([
    [0, '$0'],
    [1234, '$1,234'],
    [1234.5, '$1,234.50'],
    [12.345, '$12.35'],
    [99.999, '$100'],
    [-40, '-$40'],
    [undefined, ''],
  ])('%p → %p', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });
});

describe('formatDate', () => {
  it('shows a short local date', async () => {
    const date = new Date(2024, 0, 5, 15, 30);
    expect(formatDate(date)).toBe('Jan 5, 2024');
    await setLocale('th');
    expect(formatDate(date)).toMatch(/2567/); // Thai dates use the Buddhist year
  });

  it('is empty for an invalid date', () => {
    expect(formatDate('nope')).toBe('');
  });
});

describe('formatMonth, formatDay and formatWeekday', () => {
  it('name a month and a day in the reader’s language', async () => {
    const date = new Date(2027, 0, 4, 15, 30);
    await setLocale('en');
    expect(formatMonth(date)).toBe('January 2027');
    expect(formatDay(date)).toBe('Mon, Jan 4');
    expect(formatWeekday(date)).toBe('Mon');
    await setLocale('th');
    expect(formatMonth(date)).toBe('มกราคม 2570');
    // Monday is จันทร์ (ICU may abbreviate it to จ.).
    expect(formatDay(date)).toMatch(/^จ(ันทร์|\.) 4 ม\.ค\.$/);
    expect(formatWeekday(date)).toMatch(/^จ(ันทร์|\.)$/);
    await setLocale('en');
    expect(formatMonth('nope')).toBe('');
    expect(formatDay('nope')).toBe('');
  });
});

describe('formatTime', () => {
  it('shows the time of day in the reader’s language', async () => {
    const date = new Date(2024, 0, 5, 15, 30);
    await setLocale('en');
    expect(formatTime(date)).toBe('3:30 PM');
    await setLocale('th');
    expect(formatTime(date)).toMatch(/15:30/);
    await setLocale('en');
  });

  it('is empty for an invalid date', () => {
    expect(formatTime('nope')).toBe('');
  });
});
