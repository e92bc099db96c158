import type { Ref } from 'react';
import { Field, TextInput } from 'shared-ui';
import { useJobsT } from '../i18n';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value in the reader's own time zone ("2026-12-01T17:30"); empty for none. */
export function dueInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (the reader's time zone) as an instant; null when empty or not a date. */
export function dueFromInput(value: string): string | null {
  if (!value.trim()) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The reader's time zone, named under the input so nobody guesses which clock the date is on. */
const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export type DueDateFieldProps = {
  value: string;
  onChange(value: string): void;
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  /** The studio default's days when the value is the one offered (issue 24): the hint says so. */
  offeredDays?: number | null;
};

/** The due date's date and time input (create-job form and the job menu's Change due date). */
export function DueDateField({ value, onChange, error, inputRef, offeredDays }: DueDateFieldProps) {
  const t = useJobsT();
  const hint = t('jobs.dueHint', { zone: readerTimeZone() });
  return (
    <Field
      label={t('jobs.dueDate')}
      hint={offeredDays ? `${hint}. ${t('jobs.dueOffered', { days: offeredDays })}` : hint}
      error={error || undefined}
    >
      <TextInput ref={inputRef} type="datetime-local" value={value} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}
