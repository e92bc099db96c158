import { Link } from 'react-router-dom';
import { MY_JOBS_WIDGET_QUERY } from 'shared-api';
import { Card, EmptyState, ErrorPanel, Loading, PlainList } from 'shared-ui';
import { useJobsT } from '../i18n';
import { useFirstJobs } from './api/get-jobs';
import { jobUrl } from '../job';
import { JobItem } from './JobItem';

export const MY_JOBS_URL = '/app/jobs?status=my-jobs';

/** Dashboard widget: my first five unfinished jobs, soonest due first, and a View All link to the full list. */
export function MyJobsWidget() {
  const t = useJobsT();
  // The query the shell preloads with the page (shared-api dashboard-reads): one request, started before this chunk.
  const { status, user, sort, limit } = MY_JOBS_WIDGET_QUERY;
  const { data, error, isLoading, mutate } = useFirstJobs({ status, user, sort }, limit);
  return (
    <Card title={t('widget.title')} actions={<Link to={MY_JOBS_URL}>{t('widget.viewAll')}</Link>}>
      {isLoading ? (
        <Loading />
      ) : error ? (
        <ErrorPanel message={error.message} onRetry={() => void mutate()} />
      ) : !data || data.jobs.length === 0 ? (
        <EmptyState message={t('jobs.empty')} />
      ) : (
        <PlainList>
          {data.jobs.map((job) => (
            <JobItem key={job._id} job={job} href={jobUrl(job._id)} withActions={false} />
          ))}
        </PlainList>
      )}
    </Card>
  );
}
