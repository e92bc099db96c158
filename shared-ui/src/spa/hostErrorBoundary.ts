/**
 * A remote's single-spa-react `errorBoundary` option. Setting the option overrides the `errorBoundary` the host
 * passes in the mount props (the shell's reports the crash and shows its panel with Retry), so this one hands
 * the error to the host's when there is one, and renders the remote's own panel only without a host (the
 * standalone QA page).
 */
import { createElement, type ComponentType, type ReactElement } from 'react';

/** The `errorBoundary` mount prop a host passes (single-spa-react's signature). */
export type HostErrorBoundary = (error: Error, info: unknown, props: unknown) => ReactElement;

function hostBoundaryOf(props: object): HostErrorBoundary | undefined {
  const candidate: unknown = (props as { errorBoundary?: unknown }).errorBoundary;
  return typeof candidate === 'function' ? (candidate as HostErrorBoundary) : undefined;
}

export function hostOrOwnErrorBoundary(Own: ComponentType<{ error: Error }>) {
  return (error: Error, info: unknown, props: object): ReactElement => {
    const host = hostBoundaryOf(props);
    return host ? host(error, info, props) : createElement(Own, { error });
  };
}
