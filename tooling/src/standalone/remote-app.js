// The remote's own `./app`, straight from the remote's compilation: `standalone-remote-app` is a webpack alias
// set by tooling's createRemoteConfig (development only). Typed in remote-app.d.ts.
export const loadRemoteApp = () => import('standalone-remote-app');
