/** Render a screen as a remote's root does (theme, router, SWR), at an address, for unit tests. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { StudioThemeProvider } from '../theme/StudioThemeProvider';
import { ROUTER_FUTURE } from '../routerFuture';

/** Shows the router's current address so tests can assert redirects and query changes. */
function CurrentAddress() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

/** Render `element` at `url` with the theme, a fresh SWR cache and an in-memory router. */
export function renderAt(url: string, element: ReactElement) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <StudioThemeProvider global={false}>
        <MemoryRouter initialEntries={[url]} future={ROUTER_FUTURE}>
          {element}
          <CurrentAddress />
        </MemoryRouter>
      </StudioThemeProvider>
    </SWRConfig>,
  );
}
