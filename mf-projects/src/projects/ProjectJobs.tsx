import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Job } from 'shared-api';
import { Button, ErrorPanel, Icon, Loading, PlainList } from 'shared-ui';
import { useLabelsT, useProjectsT } from '../i18n';
import { useProjectJobs } from './api/get-project-jobs';
import './strings';

/** The DOM id of a row's jobs panel (the toggle's aria-controls). */
export const jobsPanelId = (projectId: string) => `project-jobs-${projectId}`;

/** The jobs dropdown's button (a disclosure): it sits in the row's meta line, its panel under it. */
export function ProjectJobsToggle({ projectId, open, onToggle }: { projectId: string; open: boolean; onToggle(): void }) {
  const t = useProjectsT();
  return (
    <Button size="sm" variant="secondary" aria-expanded={open} aria-controls={jobsPanelId(projectId)} onClick={onToggle}>
      {t('item.jobs')} <Icon name={open ? 'chevron-up' : 'chevron-down'} />
    </Button>
  );
}

const Panel = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  li {
    padding: ${({ theme }) => theme.space.xs} 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The project's first incomplete jobs, each a link to its job page. `requested` turns true on the first opening
 * and stays: the jobs load once, and closing keeps them for the next opening.
 */
export function ProjectJobsPanel({
  projectId,
  title,
  open,
  requested,
}: {
  projectId: string;
  title: string;
  open: boolean;
  requested: boolean;
}) {
  const t = useProjectsT();
  const labels = useLabelsT();
  const { data, error, isLoading, mutate } = useProjectJobs(projectId, requested);
  const name = (job: Job) =>
    job.jobType === 'other' && job.title ? job.title : labels(`jobType.${job.jobType}`, { defaultValue: job.jobType });
  return (
    <Panel id={jobsPanelId(projectId)} role="region" aria-label={t('item.jobsOf', { title })} hidden={!open}>
      {isLoading ? (
        <Loading />
      ) : error ? (
        <ErrorPanel message={error.message} onRetry={() => void mutate()} />
      ) : !data || data.jobs.length === 0 ? (
        <p>{t('item.noJobs')}</p>
      ) : (
        <PlainList>
          {data.jobs.map((job) => (
            <li key={job._id}>
              <Link to={`/app/jobs/${job._id}`}>
                {t('item.jobLine', {
                  job: name(job),
                  status: labels(`jobStatus.${job.status}`, { defaultValue: job.status }),
                })}
              </Link>
            </li>
          ))}
          {data.hasMore && (
            <li>
              <Link to={`/app/jobs?status=incomplete&projectId=${projectId}`}>{t('item.moreJobs')}</Link>
            </li>
          )}
        </PlainList>
      )}
    </Panel>
  );
}
