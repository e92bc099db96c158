/** `mf-payments/app`: the payments area as a single-spa application (active on /app/payments). */
import type { RemoteModules } from 'shared-api/federation';
import { AppRoutes } from './AppRoutes';
import { lifecyclesFor } from './lifecycles';
import { RemoteRoot } from 'shared-ui/spa';

function PaymentsApp() {
  return (
    <RemoteRoot>
      <AppRoutes />
    </RemoteRoot>
  );
}

const lifecycles: RemoteModules['mf-payments/app']['default'] = lifecyclesFor(PaymentsApp);
export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
