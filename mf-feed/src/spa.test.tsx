import { describeRemoteLifecycles } from 'shared-api/test-support';
import { lifecyclesFor } from './lifecycles';
import lifecycles from './spa';

describeRemoteLifecycles({
  remote: 'mf-feed',
  lifecycles,
  lifecyclesFor,
  at: '/app/docs/x/unknown',
  shows: 'Nothing here',
  failure: 'The feed area failed: chunk failed',
});
