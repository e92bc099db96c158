/**
 * The Jobs section (contributors): mf-jobs' `ProjectJobsSection` parcel — the project's job list, "+ Create Job"
 * for PMs, one job at `…/jobs/{jobId}` — mounted in place, beside the section's side column (job stats for admins).
 * A new project id mounts the parcel afresh.
 */
import { loadRemoteModule, type Project } from 'shared-api';
import { RemoteParcel } from 'shared-ui/parcel';
import { SectionColumns } from '../side/ProjectSideColumn';

export function JobsSection({ project }: { project: Project }) {
  return (
    <SectionColumns project={project} section="jobs">
      <RemoteParcel
        key={project._id}
        moduleId="mf-jobs/ProjectJobsSection"
        load={loadRemoteModule}
        parcelProps={{ projectId: project._id }}
      />
    </SectionColumns>
  );
}
