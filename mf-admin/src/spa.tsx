/** `mf-admin/app`: user administration and the account page as a single-spa application (active on /app/users, /app/account). */
import type { RemoteModules } from 'shared-api/federation';
import { AppRoutes } from './AppRoutes';
import { lifecyclesFor } from './lifecycles';
import { RemoteRoot } from 'shared-ui/spa';

function AdminApp() {
  return (
    <RemoteRoot>
      <AppRoutes />
    </RemoteRoot>
  );
}

const lifecycles: RemoteModules['mf-admin/app']['default'] = lifecyclesFor(AdminApp);
export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
