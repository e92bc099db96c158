/** `mf-projects/MyProjectsWidget`: the dashboard's "My Projects" box as a single-spa parcel. */
import type { RemoteModules } from 'shared-api/federation';
import { lifecyclesFor } from '../lifecycles';
import { MyProjectsWidget } from '../projects';
import { RemoteRoot } from 'shared-ui/spa';

function MyProjectsWidgetRoot() {
  return (
    <RemoteRoot>
      <MyProjectsWidget />
    </RemoteRoot>
  );
}

const lifecycles: RemoteModules['mf-projects/MyProjectsWidget']['default'] = lifecyclesFor(MyProjectsWidgetRoot);
export default lifecycles;
