import { useParams } from 'react-router-dom';
import { JobDetail } from './JobDetail';
import { JOB_LIST_URL } from './links';

/** /app/jobs/{id}: one job, with Back to Jobs leading to the job list. */
export function JobDetailScreen() {
  const { jobId = '' } = useParams();
  return <JobDetail key={jobId} jobId={jobId} backTo={JOB_LIST_URL} />;
}
