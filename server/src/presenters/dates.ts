/** Dates travel as ISO strings. */
export const iso = (date: Date | string): string => (date instanceof Date ? date : new Date(date)).toISOString();
export const isoOrNull = (date: Date | string | null | undefined): string | null => (date ? iso(date) : null);
