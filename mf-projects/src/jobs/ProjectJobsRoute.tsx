import { useParams } from 'react-router-dom';
import { RemoteParcel } from '../federation/RemoteParcel';

/**
 * `/app/projects/{id}/jobs[/{jobId}]`: mf-jobs' jobs section, mounted as a parcel. Until the project page exists it
 * stands alone here; the project page will mount the same parcel in its Jobs section. The parcel follows the
 * address (its own router) for the job id; a new project id mounts it afresh.
 */
export function ProjectJobsRoute() {
  const { projectId = '' } = useParams();
  return <RemoteParcel key={projectId} moduleId="mf-jobs/ProjectJobsSection" parcelProps={{ projectId }} />;
}
