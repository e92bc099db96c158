/** Earnings numbers (spec doc 2 section 9): thousands separators and at most two decimals. */
const earningsFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function formatEarnings(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return earningsFormat.format(value);
}

/** An http(s) address, shown as a link; anything else is shown as text. */
export const isHttpUrl = (value: string) => /^https?:\/\/\S+$/i.test(value.trim());
