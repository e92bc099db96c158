/** `mf-jobs/app`: the jobs area as a single-spa application (active on /app/jobs). */
import type { RemoteModules } from 'shared-api/federation';
import { AppRoutes } from './AppRoutes';
import { lifecyclesFor } from './lifecycles';
import { RemoteRoot } from 'shared-ui/spa';

function JobsApp() {
  return (
    <RemoteRoot>
      <AppRoutes />
    </RemoteRoot>
  );
}

const lifecycles: RemoteModules['mf-jobs/app']['default'] = lifecyclesFor(JobsApp);
export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
