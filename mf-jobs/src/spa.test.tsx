import { describeRemoteLifecycles } from 'shared-api/test-support';
import { lifecyclesFor } from './lifecycles';
import lifecycles from './spa';

describeRemoteLifecycles({
  remote: 'mf-jobs',
  lifecycles,
  lifecyclesFor,
  at: '/app/jobs/pricing/nowhere',
  shows: 'Nothing here',
  failure: 'The jobs area failed: chunk failed',
});
