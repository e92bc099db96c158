/** Render shell components as the app does: theme, translations, a router at `route`, a fresh SWR cache, a session. */
import { act, cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { LABEL_TRANSLATIONS, LABELS_NAMESPACE, useSession, type SessionUser } from 'shared-api';
import { addTranslations, StudioThemeProvider } from 'shared-ui';
import { shellStrings, SHELL_NAMESPACE } from '../i18n';
import { ROUTER_FUTURE } from 'shared-ui';

addTranslations(SHELL_NAMESPACE, shellStrings);
addTranslations(LABELS_NAMESPACE, LABEL_TRANSLATIONS);

export type ShellRenderOptions = { route?: string; user?: SessionUser | null; fakeTimers?: boolean };

export function renderShell(ui: ReactElement, { route = '/app/', user = null, fakeTimers = false }: ShellRenderOptions = {}) {
  useSession.setState({ user, locale: 'en' });
  const events = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const result = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <StudioThemeProvider>
        <MemoryRouter initialEntries={[route]} future={ROUTER_FUTURE}>
          {ui}
        </MemoryRouter>
      </StudioThemeProvider>
    </SWRConfig>,
  );
  return { events, ...result };
}

/** Unmount the tree inside act and let late work settle (parcels are their own React roots; SWR answers arrive late). */
export async function unmountAndSettle(): Promise<void> {
  await act(async () => {
    cleanup();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
