/** Real single-spa-react lifecycles around a test component: what a remote's exposed parcel module looks like. */
import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import type { SpaLifecycles } from 'shared-api';

export function fakeParcel<P extends object>(component: ComponentType<P>): { default: SpaLifecycles<P> } {
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: component as unknown as ComponentType<AppProps>,
    suppressComponentDidCatchWarning: true,
  });
  return { default: lifecycles as unknown as SpaLifecycles<P> };
}
