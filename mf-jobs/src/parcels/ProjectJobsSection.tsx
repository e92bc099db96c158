/** `mf-jobs/ProjectJobsSection`: the project page's jobs section as a single-spa parcel (props: the project id). */
import type { AppProps } from 'single-spa';
import type { ProjectJobsSectionProps, RemoteModules } from 'shared-api/federation';
import { lifecyclesFor } from '../lifecycles';
import { ProjectJobsSection } from '../project';
import { RemoteRoot } from 'shared-ui/spa';

function ProjectJobsSectionRoot({ projectId }: ProjectJobsSectionProps & AppProps) {
  return (
    <RemoteRoot>
      <ProjectJobsSection projectId={projectId} />
    </RemoteRoot>
  );
}

const lifecycles: RemoteModules['mf-jobs/ProjectJobsSection']['default'] = lifecyclesFor(ProjectJobsSectionRoot);
export default lifecycles;
