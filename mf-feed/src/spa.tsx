/** `mf-feed/app`: the feed area as a single-spa application (active on /app/feed, /app/docs, /app/messages). */
import type { RemoteModules } from 'shared-api/federation';
import { AppRoutes } from './AppRoutes';
import { lifecyclesFor } from './lifecycles';
import { RemoteRoot } from 'shared-ui/spa';

function FeedApp() {
  return (
    <RemoteRoot>
      <AppRoutes />
    </RemoteRoot>
  );
}

const lifecycles: RemoteModules['mf-feed/app']['default'] = lifecyclesFor(FeedApp);
export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
