/**
 * shared-api/test-support: helpers for every package's unit tests (fetch stand-in, session users, the remotes'
 * lifecycle test). Test code only: production code must not import it (it calls jest), so it is not in src/index.ts.
 */
export { mockFetch, replyWith, type FakeReply, type FetchCall } from './fetch';
export { users } from './users';
export { describeRemoteLifecycles, type RemoteLifecycleCase } from './spa';
export { FakeXhr, installFakeXhr, lastXhr } from './fake-xhr';
export { listen } from './bus';
