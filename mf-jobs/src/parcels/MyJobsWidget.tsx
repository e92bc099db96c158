/** `mf-jobs/MyJobsWidget`: the dashboard's "My Jobs" box as a single-spa parcel. */
import type { RemoteModules } from 'shared-api/federation';
import { MyJobsWidget } from '../jobs';
import { lifecyclesFor } from '../lifecycles';
import { RemoteRoot } from 'shared-ui/spa';

function MyJobsWidgetRoot() {
  return (
    <RemoteRoot>
      <MyJobsWidget />
    </RemoteRoot>
  );
}

const lifecycles: RemoteModules['mf-jobs/MyJobsWidget']['default'] = lifecyclesFor(MyJobsWidgetRoot);
export default lifecycles;
