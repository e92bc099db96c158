/** `mf-jobs/JobCreateModal`: the create-job form, mounted by the shell's modal host inside its Modal. */
import type { AppProps } from 'single-spa';
import type { JobCreateModalProps, ModalParcelProps, RemoteModules } from 'shared-api/federation';
import { JobCreateForm } from '../create';
import { lifecyclesFor } from '../lifecycles';
import { RemoteRoot } from 'shared-ui/spa';

function JobCreateModalRoot({ close, projectId }: ModalParcelProps<JobCreateModalProps> & AppProps) {
  return (
    <RemoteRoot>
      <JobCreateForm projectId={projectId} close={close} />
    </RemoteRoot>
  );
}

const lifecycles: RemoteModules['mf-jobs/JobCreateModal']['default'] = lifecyclesFor(JobCreateModalRoot);
export default lifecycles;
