/**
 * `shared-ui/parcel`: the one way a host (the shell, or a remote hosting another remote's piece) mounts a remote's
 * parcel. A separate entry, like `shared-ui/spa`: bundled into each host that uses it, reading the page's shared-ui
 * (theme, strings) by name, and free of single-spa-react so the shell can use it at start-up.
 */
export { RemoteParcel, type ParcelModule, type RemoteParcelProps } from './RemoteParcel';
export { renderErrorBoundary, type ErrorBoundaryProp } from './renderErrorBoundary';
export { failureMessageKey, reasonOf, type PartFailureReason } from './failureMessage';
