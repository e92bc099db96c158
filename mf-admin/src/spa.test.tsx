import { describeRemoteLifecycles } from 'shared-api/test-support';
import { lifecyclesFor } from './lifecycles';
import lifecycles from './spa';

describeRemoteLifecycles({
  remote: 'mf-admin',
  lifecycles,
  lifecyclesFor,
  at: '/app/users/nobody',
  shows: 'Nothing here',
  failure: 'The users area failed: chunk failed',
});
