/**
 * The due-date defaults (issue 24), on the admins' Job Pricing screen: for each job type and project length band,
 * the days after its creation a new job is due. The create-job form offers the band's default, pre-filled and never
 * forced. An empty field means no default. Saved together; the server checks each band and answers its sentence.
 */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, ErrorPanel, Loading, TextInput } from 'shared-ui';
import { useJobsT, useLabelsT } from '../i18n';
import './strings';
import { useDueDefaults, type DueDefault } from './api/get-due-defaults';
import { useSaveDueDefaults } from './api/save-due-defaults';

const Section = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;
const Rows = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
`;
const Row = styled.label`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  input {
    width: 80px;
  }
`;
const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const keyOf = (entry: Pick<DueDefault, 'jobType' | 'sizeOffset'>) => `${entry.jobType}|${entry.sizeOffset}`;
const validDays = (text: string) => text.trim() === '' || (/^\d+$/.test(text.trim()) && +text >= 1 && +text <= 365);

export function DueDefaultsSection() {
  const { data, error, isLoading, mutate } = useDueDefaults();
  if (isLoading) return <Loading />;
  if (!data?.defaults) return <ErrorPanel message={error?.message ?? ''} onRetry={() => void mutate()} />;
  return <DueDefaultsForm key={data.defaults.map((entry) => entry.days ?? '').join(',')} defaults={data.defaults} />;
}

function DueDefaultsForm({ defaults }: { defaults: DueDefault[] }) {
  const t = useJobsT();
  const labels = useLabelsT();
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries(defaults.map((entry) => [keyOf(entry), entry.days === null ? '' : String(entry.days)])),
  );
  const [invalid, setInvalid] = useState(false);
  const { save, isSaving, error } = useSaveDueDefaults();
  const bandLabel = (entry: DueDefault) =>
    defaults.filter((other) => other.jobType === entry.jobType).length === 1
      ? t('dueDefaults.band.all')
      : t(`dueDefaults.band.${entry.sizeOffset}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (Object.values(draft).some((text) => !validDays(text))) return setInvalid(true);
    setInvalid(false);
    await save({
      defaults: defaults.map((entry) => {
        const text = (draft[keyOf(entry)] ?? '').trim();
        return { jobType: entry.jobType, sizeOffset: entry.sizeOffset, days: text === '' ? null : Number(text) };
      }),
    });
  };

  return (
    <Section onSubmit={submit} noValidate aria-labelledby="due-defaults-heading">
      <h2 id="due-defaults-heading">{t('dueDefaults.heading')}</h2>
      <p>{t('dueDefaults.intro')}</p>
      <Rows>
        {defaults.map((entry) => {
          const key = keyOf(entry);
          const label = `${labels(`jobType.${entry.jobType}`)}, ${bandLabel(entry)}`;
          return (
            <Row key={key}>
              <span>{label}</span>
              <TextInput
                type="number"
                inputMode="numeric"
                min={1}
                max={365}
                step={1}
                value={draft[key] ?? ''}
                invalid={!validDays(draft[key] ?? '')}
                aria-label={t('dueDefaults.daysOf', { jobType: labels(`jobType.${entry.jobType}`), band: bandLabel(entry) })}
                onChange={(event) => setDraft((current) => ({ ...current, [key]: event.target.value }))}
              />
            </Row>
          );
        })}
      </Rows>
      <Bar>
        <Button type="submit" variant="primary" loading={isSaving}>
          {t('dueDefaults.save')}
        </Button>
        <span>{t('dueDefaults.none')}</span>
        {invalid && <Problem role="alert">{t('dueDefaults.invalid')}</Problem>}
        {error && <Problem role="alert">{error}</Problem>}
      </Bar>
    </Section>
  );
}
