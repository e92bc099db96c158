/** `shared-ui/spa`: what a remote needs to be mounted by single-spa. */
export { remoteLifecycles } from './lifecycles';
export { hostOrOwnErrorBoundary, type HostErrorBoundary } from './hostErrorBoundary';
export { RemoteRoot } from './RemoteRoot';
