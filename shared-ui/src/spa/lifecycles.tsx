/**
 * single-spa lifecycles for a remote's application and parcels (single-spa-react on React 18 roots): one recipe
 * for every remote. A separate entry (`shared-ui/spa`), so the shell, which mounts but never renders through
 * single-spa-react, does not load it at start-up.
 */
import React, { type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
// By the package's name, not a relative path: in a remote's build that import is the page's one shared-ui
// (federation singleton, with the one i18n instance), not a second copy bundled into this entry.
import { ErrorPanel, StudioThemeProvider, t } from 'shared-ui';
import { hostOrOwnErrorBoundary } from './hostErrorBoundary';

let roots = 0;

/**
 * React's `createRoot` with an id prefix of its own per root: `useId` counts per root, so two roots on one page (the
 * shell's and a widget parcel's) would both hand out `:r3:`, and an `aria-labelledby` would name the wrong element.
 */
export const uniqueIdRoots: typeof ReactDOMClient = {
  ...ReactDOMClient,
  createRoot: (container, options) =>
    ReactDOMClient.createRoot(container, { identifierPrefix: `root${(roots += 1)}-`, ...options }),
};

/**
 * `lifecyclesFor(Root)` of the remote whose strings live in i18n namespace `namespace`: renders `Root` into the
 * element the host passes as `domElement`; a crash goes to the host's error boundary, or (standalone QA page)
 * to the remote's own panel, which reads the namespace's `areaFailed` message.
 */
export function remoteLifecycles(namespace: string) {
  /** Shown in place of a crashed root, so the area says what failed instead of going blank. */
  function Failure({ error }: { error: Error }) {
    return (
      <StudioThemeProvider global={false}>
        <ErrorPanel message={t(`${namespace}:areaFailed`, { message: error.message })} />
      </StudioThemeProvider>
    );
  }
  return function lifecyclesFor<P extends { domElement: HTMLElement }>(Root: ComponentType<P & AppProps>) {
    return singleSpaReact<P>({
      React,
      ReactDOMClient: uniqueIdRoots,
      rootComponent: Root,
      errorBoundary: hostOrOwnErrorBoundary(Failure),
      domElementGetter: (props) => props.domElement,
    });
  };
}
