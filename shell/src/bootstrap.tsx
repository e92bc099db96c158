/**
 * The shell's start, after the federation runtime settled the shared singletons: translations and locale,
 * the remotes from the registry, single-spa applications for their areas, then the first render.
 */
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import {
  BOOT_ELEMENT_ID,
  LABEL_TRANSLATIONS,
  LABELS_NAMESPACE,
  loadSession,
  preloadDashboardReads,
  useSession,
} from 'shared-api';
import { addTranslations, setLocale } from 'shared-ui';
import { App } from './App';
import { initFederation } from './federation/loadRemoteModule';
import { shellStrings, SHELL_NAMESPACE } from './i18n/strings';
import { registerRemoteApplications } from './spa/applications';

addTranslations(SHELL_NAMESPACE, shellStrings);
addTranslations(LABELS_NAMESPACE, LABEL_TRANSLATIONS);
void setLocale(useSession.getState().locale);
useSession.subscribe((state, previous) => {
  if (state.locale !== previous.locale) void setLocale(state.locale);
});

async function main(container: HTMLElement) {
  // The server's page carries the session; the dev server's (`pnpm --filter shell dev`) does not, so ask.
  if (!document.getElementById(BOOT_ELEMENT_ID)) await loadSession().catch(() => null);
  // On the dashboard, the widgets' reads start with the page (the boot data carries the user), beside the remote
  // entries and the widgets' chunks, instead of after them.
  if (window.location.pathname === '/app/') preloadDashboardReads(useSession.getState().user);
  void initFederation();
  registerRemoteApplications();
  createRoot(container).render(<App />);
  // urlRerouteOnly: single-spa reroutes on address changes only, not on every history.replaceState of the same URL.
  start({ urlRerouteOnly: true });
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
void main(container);
