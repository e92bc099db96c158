/** `mf-projects/app`: the projects area as a single-spa application (active on /app/projects, /app/tools, /app/bravo). */
import type { RemoteModules } from 'shared-api/federation';
import { AppRoutes } from './AppRoutes';
import { lifecyclesFor } from './lifecycles';
import { RemoteRoot } from 'shared-ui/spa';

function ProjectsApp() {
  return (
    <RemoteRoot>
      <AppRoutes />
    </RemoteRoot>
  );
}

const lifecycles: RemoteModules['mf-projects/app']['default'] = lifecyclesFor(ProjectsApp);
export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
