/**
 * What every React root of a remote needs (its application and each parcel): the theme and its own router.
 * single-spa patches pushState and fires popstate, so all routers on the page follow the address. The shell owns
 * the global styles.
 */
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
// By the package's name: the page's one shared-ui (one theme context), not a copy bundled into this entry.
import { ROUTER_FUTURE, StudioThemeProvider } from 'shared-ui';

export function RemoteRoot({ children }: { children: ReactNode }) {
  return (
    <StudioThemeProvider global={false}>
      <BrowserRouter future={ROUTER_FUTURE}>{children}</BrowserRouter>
    </StudioThemeProvider>
  );
}
