import type { RemoteModules, RemoteName } from 'shared-api';

/** The `./app` module of the remote being served (its lifecycles are its default export). */
export declare function loadRemoteApp(): Promise<RemoteModules[`${RemoteName}/app`]>;
