/** `mf-feed/MyMessagesWidget`: the dashboard's Messages column as a single-spa parcel. */
import type { RemoteModules } from 'shared-api/federation';
import { MyMessagesWidget } from '../messages';
import { lifecyclesFor } from '../lifecycles';
import { RemoteRoot } from 'shared-ui/spa';

function MyMessagesWidgetRoot() {
  return (
    <RemoteRoot>
      <MyMessagesWidget />
    </RemoteRoot>
  );
}

const lifecycles: RemoteModules['mf-feed/MyMessagesWidget']['default'] = lifecyclesFor(MyMessagesWidgetRoot);
export default lifecycles;
