import { useState } from 'react';
import { Link, Route, Routes, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  DEFAULT_JOB_STATUS_FILTER,
  isAdmin,
  isPm,
  JOB_STATUS_FILTERS,
  openModal,
  useSession,
  type JobStatusFilter,
} from 'shared-api';
import {
  Button,
  EmptyState,
  ErrorPanel,
  Field,
  formatMoney,
  formatNumber,
  Loading,
  PlainList,
  Select,
  SideColumnLayout,
} from 'shared-ui';
import { useJobsT, useLabelsT } from '../i18n';
import './strings';
import { JobDetail } from '../job/JobDetail';
import { projectJobsUrl, projectJobUrl } from '../job/links';
import { useJobs } from '../jobs/api/get-jobs';
import { JobItem } from '../jobs/JobItem';
import { useProjectCost } from './api/get-project-cost';

/** How many jobs the section shows before Load More. */
export const SECTION_PAGE_SIZE = 10;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;
const Spacer = styled.span`
  flex: 1;
`;
const Footer = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
`;
const Stats = styled.aside`
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    margin: 0;
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export type ProjectJobsSectionProps = { projectId: string };

/**
 * The project page's jobs section (`/app/projects/{id}/jobs`, one job at `…/jobs/{jobId}`): a limited list with
 * View All and Load More, job stats for admins, and "+ Create Job" for PMs (the create-job modal via the bus).
 */
export function ProjectJobsSection({ projectId }: ProjectJobsSectionProps) {
  return (
    <Routes>
      <Route path="/app/projects/:projectId/jobs/:jobId" element={<SectionJob projectId={projectId} />} />
      <Route path="*" element={<SectionList projectId={projectId} />} />
    </Routes>
  );
}

function SectionJob({ projectId }: ProjectJobsSectionProps) {
  const { jobId = '' } = useParams();
  return <JobDetail key={jobId} jobId={jobId} backTo={projectJobsUrl(projectId)} />;
}

function SectionList({ projectId }: ProjectJobsSectionProps) {
  const t = useJobsT();
  const labels = useLabelsT();
  const user = useSession((state) => state.user);
  const [status, setStatus] = useState<JobStatusFilter>(DEFAULT_JOB_STATUS_FILTER);
  const jobs = useJobs({ status, user: 'everyone', projectId }, SECTION_PAGE_SIZE);
  const admin = isAdmin(user);
  const cost = useProjectCost(projectId, admin);

  return (
    <SideColumnLayout side="end" as="section" aria-labelledby="project-jobs-heading">
      <div>
        <Header>
          <h2 id="project-jobs-heading">{t('section.heading')}</h2>
          <Field label={t('jobs.status')}>
            <Select value={status} onChange={(event) => setStatus(event.target.value as JobStatusFilter)}>
              {JOB_STATUS_FILTERS.map((key) => (
                <option key={key} value={key}>
                  {labels(`jobStatusFilter.${key}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Spacer />
          {isPm(user) && (
            <Button variant="primary" onClick={() => openModal('job-create', { projectId })}>
              {t('section.createJob')}
            </Button>
          )}
        </Header>
        {jobs.isLoading ? (
          <Loading />
        ) : jobs.items.length > 0 ? (
          <PlainList>
            {jobs.items.map((job) => (
              <JobItem key={job._id} job={job} href={projectJobUrl(projectId, job._id)} />
            ))}
          </PlainList>
        ) : (
          !jobs.error && <EmptyState message={t('jobs.empty')} />
        )}
        {jobs.error && <ErrorPanel message={jobs.error.message} onRetry={() => void jobs.reload()} />}
        {!jobs.isLoading && !jobs.error && (
          <Footer>
            {jobs.hasMore && (
              <Button onClick={jobs.loadMore} loading={jobs.isLoadingMore}>
                {t('jobs.loadMore')}
              </Button>
            )}
            <Link to={`/app/jobs?status=${status}&projectId=${projectId}`}>{t('section.viewAll')}</Link>
          </Footer>
        )}
      </div>
      {admin && (
        <Stats aria-labelledby="project-job-stats">
          <h3 id="project-job-stats">{t('section.stats')}</h3>
          {cost.data ? (
            <dl>
              <dt>{t('section.count')}</dt>
              <dd>{formatNumber(cost.data.count)}</dd>
              <dt>{t('section.cost')}</dt>
              <dd>{formatMoney(cost.data.cost)}</dd>
            </dl>
          ) : cost.error ? (
            <ErrorPanel message={cost.error.message} onRetry={() => void cost.mutate()} />
          ) : (
            <Loading />
          )}
        </Stats>
      )}
    </SideColumnLayout>
  );
}
