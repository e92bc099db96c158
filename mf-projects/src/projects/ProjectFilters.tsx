import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { STAR_LEVELS } from 'shared-api';
import { Button, Field, Icon, Select, Switch } from 'shared-ui';
import { useLabelsT, useProjectsT } from '../i18n';
import { LAUNCH_FILTERS, PLATFORMS, type ProjectsQuery } from './api/get-projects';
import './strings';

/** The filters the panel writes into the address (empty removes one). */
export type FilterChanges = { level?: string; platform?: string; pb?: string; launch?: string };

/**
 * Above the medium breakpoint the panel is the list's side column; below it, a "Filter" button above the list opens
 * it, so the first project stays near the top and nothing moves when the list arrives.
 */
const Panel = styled.aside<{ $open: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin: 0;
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .filters-toggle {
    display: none;
  }
  .filters-body {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    .filters-title {
      display: none;
    }
    .filters-toggle {
      display: inline-flex;
    }
    .filters-body {
      display: ${({ $open }) => ($open ? 'flex' : 'none')};
      padding-top: ${({ theme }) => theme.space.sm};
    }
  }
`;

type Props = {
  query: ProjectsQuery;
  onChange(changes: FilterChanges): void;
  /** Star level and PB only: contributors (the server gives clients no levels). */
  withLevels: boolean;
  /** The admins' links (the overview board). */
  withAdminLinks: boolean;
};

const LEVELS_DESCENDING = [3, 2, 1] as const;

/**
 * Star level (All, 3 Premium, 2 Normal, 1 Trainee), platform, the PB-only switch, the ready tab's launch status and,
 * for admins, the Overview link; every filter is kept in the address.
 */
export function ProjectFilters({ query, onChange, withLevels, withAdminLinks }: Props) {
  const t = useProjectsT();
  const labels = useLabelsT();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <Panel aria-labelledby="project-filters-heading" $open={open}>
      <h2 id="project-filters-heading">
        <span className="filters-title">{t('filters.heading')}</span>
        <Button
          className="filters-toggle"
          size="sm"
          variant="secondary"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((current) => !current)}
        >
          {t('list.showFilters')} <Icon name={open ? 'chevron-up' : 'chevron-down'} />
        </Button>
      </h2>
      <div className="filters-body" id={bodyId}>
        {withLevels && (
          <Field label={t('filters.level')}>
            <Select value={query.level ? String(query.level) : ''} onChange={(event) => onChange({ level: event.target.value })}>
              <option value="">{t('filters.allLevels')}</option>
              {LEVELS_DESCENDING.map((level) => (
                <option key={level} value={String(level)}>
                  {t('filters.levelOption', {
                    level,
                    label: labels(`starLevel.${level}`, { defaultValue: STAR_LEVELS[level] }),
                  })}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Field label={t('filters.platform')}>
          <Select value={query.platform ?? ''} onChange={(event) => onChange({ platform: event.target.value })}>
            <option value="">{t('filters.allPlatforms')}</option>
            {PLATFORMS.map((platform) => (
              <option key={platform} value={platform}>
                {t(`filters.platformOption.${platform}`)}
              </option>
            ))}
          </Select>
        </Field>
        {query.status === 'ready' && (
          <Field label={t('filters.launch')}>
            <Select value={query.launch ?? ''} onChange={(event) => onChange({ launch: event.target.value })}>
              <option value="">{t('filters.launchOption.ready')}</option>
              {LAUNCH_FILTERS.map((launch) => (
                <option key={launch} value={launch}>
                  {t(`filters.launchOption.${launch}`)}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {withLevels && (
          <Switch checked={!!query.pb} onChange={(on) => onChange({ pb: on ? 'true' : '' })} label={t('filters.pbOnly')} />
        )}
        {withAdminLinks && (
          <nav aria-labelledby="project-admin-links">
            <h3 id="project-admin-links">{t('filters.links')}</h3>
            <ul>
              <li>
                <Link to="/app/projects/overview">{t('filters.overview')}</Link>
              </li>
            </ul>
          </nav>
        )}
      </div>
    </Panel>
  );
}
