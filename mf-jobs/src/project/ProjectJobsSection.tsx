import { useState } from 'react';
import { Link, Route, Routes, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { DEFAULT_JOB_STATUS_FILTER, isPm, JOB_STATUS_FILTERS, openModal, useSession, type JobStatusFilter } from 'shared-api';
import { Button, EmptyState, ErrorPanel, Field, Loading, PlainList, Select } from 'shared-ui';
import { useJobsT, useLabelsT } from '../i18n';
import './strings';
import { JobDetail } from '../job';
import { projectJobsUrl, projectJobUrl } from '../job';
import { useJobs } from '../jobs';
import { JobItem } from '../jobs';

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

export type ProjectJobsSectionProps = { projectId: string };

/**
 * The project page's jobs section (`/app/projects/{id}/jobs`, one job at `…/jobs/{jobId}`): a limited list with
 * View All and Load More, and "+ Create Job" for PMs (the create-job modal via the bus). The project page around it
 * (mf-projects) holds the side column, job stats for admins among its boxes.
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
  return <JobDetail key={jobId} jobId={jobId} backTo={projectJobsUrl(projectId)} headingLevel={2} />;
}

function SectionList({ projectId }: ProjectJobsSectionProps) {
  const t = useJobsT();
  const labels = useLabelsT();
  const user = useSession((state) => state.user);
  const [status, setStatus] = useState<JobStatusFilter>(DEFAULT_JOB_STATUS_FILTER);
  const jobs = useJobs({ status, user: 'everyone', projectId }, SECTION_PAGE_SIZE);

  return (
    <section aria-labelledby="project-jobs-heading">
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
    </section>
  );
}
