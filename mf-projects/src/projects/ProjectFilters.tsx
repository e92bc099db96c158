import styled from 'styled-components';
import { STAR_LEVELS } from 'shared-api';
import { Field, Select, Switch } from 'shared-ui';
import { useLabelsT, useProjectsT } from '../i18n';
import type { ProjectsQuery } from './api/get-projects';

const Panel = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin: 0;
  }
`;

type Props = {
  query: ProjectsQuery;
  onChange(changes: { level?: string; pb?: string }): void;
};

const LEVELS_DESCENDING = [3, 2, 1] as const;

/** Star level (All, 3 Premium, 2 Normal, 1 Trainee) and the PB-only switch, kept in the address. */
export function ProjectFilters({ query, onChange }: Props) {
  const t = useProjectsT();
  const labels = useLabelsT();
  return (
    <Panel aria-labelledby="project-filters-heading">
      <h2 id="project-filters-heading">{t('filters.heading')}</h2>
      <Field label={t('filters.level')}>
        <Select value={query.level ? String(query.level) : ''} onChange={(event) => onChange({ level: event.target.value })}>
          <option value="">{t('filters.allLevels')}</option>
          {LEVELS_DESCENDING.map((level) => (
            <option key={level} value={String(level)}>
              {t('filters.levelOption', { level, label: labels(`starLevel.${level}`, { defaultValue: STAR_LEVELS[level] }) })}
            </option>
          ))}
        </Select>
      </Field>
      <Switch checked={!!query.pb} onChange={(on) => onChange({ pb: on ? 'true' : '' })} label={t('filters.pbOnly')} />
    </Panel>
  );
}
