import { describeRemoteLifecycles } from 'shared-api/test-support';
import { lifecyclesFor } from './lifecycles';
import lifecycles from './spa';

describeRemoteLifecycles({
  remote: 'mf-projects',
  lifecycles,
  lifecyclesFor,
  at: '/app/tools/nowhere',
  shows: 'Nothing here',
  failure: 'The projects area failed: chunk failed',
});
