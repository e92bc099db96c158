import { describeRemoteLifecycles } from 'shared-api/test-support';
import { lifecyclesFor } from './lifecycles';
import lifecycles from './spa';

describeRemoteLifecycles({
  remote: 'mf-payments',
  lifecycles,
  lifecyclesFor,
  at: '/app/payments/nowhere',
  shows: 'Nothing here',
  failure: 'The payments area failed: chunk failed',
});
