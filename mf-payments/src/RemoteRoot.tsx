import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { StudioThemeProvider } from 'shared-ui';

/** Opt in to React Router v7 behaviour now (and silence its warnings). */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

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
