/** single-spa lifecycles for this remote's application and parcels: shared-ui's recipe, with this remote's strings. */
import { remoteLifecycles } from 'shared-ui/spa';
import { NAMESPACE } from './i18n';

export const lifecyclesFor = remoteLifecycles(NAMESPACE);
