/**
 * Sync revenue (editEarnings; DECISIONS "Integrations": totals entered by hand): the total and any additional
 * sources, each a row that can be added or removed. Fully blank rows are dropped; a half-filled row, or a total
 * that is not a number of 0 or more, is focused with its message and nothing is sent.
 */
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Project } from 'shared-api';
import { Button, Field, Icon, IconButton, TextInput } from 'shared-ui';
import type { useProjectChange } from '../../project-shared';
import { BareList } from '../shared/Box';
import { useEarningsT } from './strings';

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
  & > * {
    margin-bottom: 0;
  }
  & + & {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

type SourceRow = { key: number; source: string; total: string };
type Problem = { field: string; message: string };

/** A money amount typed by hand: a finite number of 0 or more, else null. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

type Props = { project: Project; change: ReturnType<typeof useProjectChange> };

export function SyncRevenueForm({ project, change }: Props) {
  const t = useEarningsT();
  const nextKey = useRef(0);
  const newRow = (source = '', total = ''): SourceRow => ({ key: (nextKey.current += 1), source, total });
  const [total, setTotal] = useState(project.earnings?.total == null ? '' : String(project.earnings.total));
  const [rows, setRows] = useState<SourceRow[]>(() =>
    (project.earnings?.additional ?? []).map((entry) => newRow(entry.source, String(entry.total))),
  );
  const [problem, setProblem] = useState<Problem | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const update = (key: number, patch: Partial<SourceRow>) =>
    setRows((list) => list.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const errorFor = (field: string) => (problem?.field === field ? problem.message : undefined);

  const fail = (found: Problem) => {
    setProblem(found);
    form.current?.querySelector<HTMLInputElement>(`[data-field="${found.field}"]`)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseAmount(total);
    if (amount === null) return fail({ field: 'total', message: t('earningsBox.totalRequired') });
    const additional: { source: string; total: number }[] = [];
    for (const row of rows) {
      const source = row.source.trim();
      if (!source && !row.total.trim()) continue;
      if (!source) return fail({ field: `source-${row.key}`, message: t('earningsBox.sourceRequired') });
      const value = parseAmount(row.total);
      if (value === null) return fail({ field: `total-${row.key}`, message: t('earningsBox.sourceTotalRequired') });
      additional.push({ source, total: value });
    }
    setProblem(null);
    void change.run('sync-revenue', { total: amount, additional });
  };

  return (
    <form ref={form} onSubmit={submit} noValidate>
      <Field label={t('earningsBox.syncTotal')} error={errorFor('total')}>
        <TextInput inputMode="decimal" data-field="total" value={total} onChange={(event) => setTotal(event.target.value)} />
      </Field>
      {rows.length > 0 && (
        <BareList aria-label={t('earningsBox.additional')}>
          {rows.map((row, index) => (
            <Row key={row.key}>
              <Field label={t('earningsBox.source', { n: index + 1 })} error={errorFor(`source-${row.key}`)}>
                <TextInput
                  data-field={`source-${row.key}`}
                  value={row.source}
                  onChange={(event) => update(row.key, { source: event.target.value })}
                />
              </Field>
              <Field label={t('earningsBox.sourceTotal', { n: index + 1 })} error={errorFor(`total-${row.key}`)}>
                <TextInput
                  inputMode="decimal"
                  data-field={`total-${row.key}`}
                  value={row.total}
                  onChange={(event) => update(row.key, { total: event.target.value })}
                />
              </Field>
              <IconButton
                aria-label={t('earningsBox.removeSource', { n: index + 1 })}
                onClick={() => setRows((list) => list.filter((other) => other.key !== row.key))}
              >
                <Icon name="close" />
              </IconButton>
            </Row>
          ))}
        </BareList>
      )}
      <Actions>
        <Button type="button" variant="secondary" onClick={() => setRows((list) => [...list, newRow()])}>
          {t('earningsBox.addSource')}
        </Button>
        <Button type="submit" variant="primary" loading={change.pending === 'sync-revenue'} disabled={change.pending !== null}>
          {t('earningsBox.syncSubmit')}
        </Button>
      </Actions>
    </form>
  );
}
