/**
 * A report's period of whole UTC days, kept in the address (`?from=&to=`, YYYY-MM-DD) so it survives a reload and can
 * be shared, and the two date fields that change it: the one period picker of the report screens (turnaround, the
 * earnings statement).
 */
import { useSearchParams } from 'react-router-dom';
import { Field } from '../primitives/Field';
import { TextInput } from '../primitives/inputs';

export type DayPeriod = { from: string; to: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** A default period: the last `days` UTC days, today included. */
export const lastDays =
  (days: number) =>
  (today: Date): DayPeriod => ({ from: isoDay(new Date(today.getTime() - (days - 1) * DAY_MS)), to: isoDay(today) });

/** A default period: this UTC month so far. */
export const monthToDate = (today: Date): DayPeriod => ({ from: `${isoDay(today).slice(0, 8)}01`, to: isoDay(today) });

/**
 * The period in the address; a missing or malformed end falls back to `byDefault(today)`. A change replaces the
 * address rather than adding a history entry per date typed (Back leaves the report).
 */
export function useDayPeriod(byDefault: (today: Date) => DayPeriod): [DayPeriod, (change: Partial<DayPeriod>) => void] {
  const [params, setParams] = useSearchParams();
  const fallback = byDefault(new Date());
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const period = { from: DAY.test(from) ? from : fallback.from, to: DAY.test(to) ? to : fallback.to };
  const change = (next: Partial<DayPeriod>) => {
    const updated = new URLSearchParams(params);
    for (const key of ['from', 'to'] as const) if (next[key]) updated.set(key, next[key]);
    setParams(updated, { replace: true });
  };
  return [period, change];
}

export type PeriodFieldsProps = {
  period: DayPeriod;
  onChange(change: Partial<DayPeriod>): void;
  fromLabel: string;
  toLabel: string;
};

/** The period's two date fields; neither end can be set past the other. */
export function PeriodFields({ period, onChange, fromLabel, toLabel }: PeriodFieldsProps) {
  return (
    <>
      <Field label={fromLabel}>
        <TextInput type="date" value={period.from} max={period.to} onChange={(e) => onChange({ from: e.target.value })} />
      </Field>
      <Field label={toLabel}>
        <TextInput type="date" value={period.to} min={period.from} onChange={(e) => onChange({ to: e.target.value })} />
      </Field>
    </>
  );
}
