/** `mf-projects/ProjectFormModal`: the New Project form, mounted by the shell's modal host inside its Modal. */
import type { AppProps } from 'single-spa';
import type { ModalParcelProps, ProjectFormModalProps, RemoteModules } from 'shared-api/federation';
import { lifecyclesFor } from '../lifecycles';
import { ProjectForm } from '../projects';
import { RemoteRoot } from 'shared-ui/spa';

function ProjectFormModalRoot({ close, title }: ModalParcelProps<ProjectFormModalProps> & AppProps) {
  return (
    <RemoteRoot>
      <ProjectForm close={close} title={title} />
    </RemoteRoot>
  );
}

const lifecycles: RemoteModules['mf-projects/ProjectFormModal']['default'] = lifecyclesFor(ProjectFormModalRoot);
export default lifecycles;
