/** single-spa lifecycles for this remote's application and parcels (single-spa-react on React 18 roots). */
import React, { type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import { hostOrOwnErrorBoundary } from 'shared-api';
import { ErrorPanel, StudioThemeProvider, t } from 'shared-ui';
import { NAMESPACE } from './i18n';

/** Shown in place of a crashed root, so the shell's area says what failed instead of going blank. */
function Failure({ error }: { error: Error }) {
  return (
    <StudioThemeProvider global={false}>
      <ErrorPanel message={t(`${NAMESPACE}:areaFailed`, { message: error.message })} />
    </StudioThemeProvider>
  );
}

/** Lifecycles rendering `Root` into the element the shell passes as `domElement`. */
export function lifecyclesFor<P extends { domElement: HTMLElement }>(Root: ComponentType<P & AppProps>) {
  return singleSpaReact<P>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    errorBoundary: hostOrOwnErrorBoundary(Failure),
    domElementGetter: (props) => props.domElement,
  });
}
