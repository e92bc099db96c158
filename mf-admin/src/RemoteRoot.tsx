import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ROUTER_FUTURE, StudioThemeProvider } from 'shared-ui';

/**
 * What every React root of this remote needs: the theme and its own router (single-spa patches pushState
 * and fires popstate, so all routers on the page follow the address). The shell owns the global styles.
 */
export function RemoteRoot({ children }: { children: ReactNode }) {
  return (
    <StudioThemeProvider global={false}>
      <BrowserRouter future={ROUTER_FUTURE}>{children}</BrowserRouter>
    </StudioThemeProvider>
  );
}
