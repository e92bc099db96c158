import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { JOB_STATUS_FILTERS, JOB_TYPES } from 'shared-api';
import { Button, EmptyState, ErrorPanel, Field, Loading, Select } from 'shared-ui';
import { useJobsT, useLabelsT } from '../i18n';
import { useJobs, type JobsQuery } from './api/get-jobs';
import { JobItem } from './JobItem';
import { DEFAULT_STATUS, jobsQueryFrom, withParams } from './job-list-params';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr;
  }
`;
const Side = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;
const FilterLink = styled(Link)`
  display: block;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.hover};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.hover};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Heading = styled.header`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.md};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
`;

/** /app/jobs: the filter sidebar and the jobs of the chosen status and type, reloaded when the address changes. */
export function JobListScreen() {
  const [params] = useSearchParams();
  const query = jobsQueryFrom(params);
  if (!query) return <Navigate replace to={withParams(params, { status: DEFAULT_STATUS })} />;
  return <JobList query={query} params={params} />;
}

function JobList({ query, params }: { query: JobsQuery; params: URLSearchParams }) {
  const t = useJobsT();
  const labels = useLabelsT();
  const navigate = useNavigate();
  const jobs = useJobs(query);
  const typeLabel = query.filter ? labels(`jobType.${query.filter}`, { defaultValue: query.filter }) : t('jobs.allTypes');

  return (
    <Layout>
      <Side aria-label={t('jobs.filter')}>
        <h2 id="job-status-filter">{t('jobs.status')}</h2>
        <ul aria-labelledby="job-status-filter">
          {JOB_STATUS_FILTERS.map((status) => (
            <li key={status}>
              <FilterLink to={withParams(params, { status })} aria-current={status === query.status ? 'page' : undefined}>
                {labels(`jobStatusFilter.${status}`)}
              </FilterLink>
            </li>
          ))}
        </ul>
        <Field label={t('jobs.jobType')}>
          <Select value={query.filter ?? ''} onChange={(event) => navigate(withParams(params, { filter: event.target.value }))}>
            <option value="">{t('jobs.allTypes')}</option>
            {JOB_TYPES.map((type) => (
              <option key={type} value={type}>
                {labels(`jobType.${type}`)}
              </option>
            ))}
          </Select>
        </Field>
        <FilterLink to="/app/payments">{t('jobs.payments')}</FilterLink>
      </Side>
      <section aria-labelledby="job-list-heading">
        <Heading>
          <h1 id="job-list-heading">{typeLabel}</h1>
          <p>{labels(`jobStatusFilter.${query.status}`)}</p>
        </Heading>
        {jobs.isLoading ? (
          <Loading />
        ) : jobs.items.length > 0 ? (
          <List>
            {jobs.items.map((job) => (
              <JobItem key={job._id} job={job} />
            ))}
          </List>
        ) : (
          !jobs.error && <EmptyState message={t('jobs.empty')} />
        )}
        {/* A failed first page or Load More: the message and Retry, in place (the request was silent). */}
        {jobs.error && <ErrorPanel message={jobs.error.message} onRetry={() => void jobs.reload()} />}
        {jobs.hasMore && !jobs.error && (
          <Footer>
            <Button onClick={jobs.loadMore} loading={jobs.isLoadingMore}>
              {t('jobs.loadMore')}
            </Button>
          </Footer>
        )}
      </section>
    </Layout>
  );
}
