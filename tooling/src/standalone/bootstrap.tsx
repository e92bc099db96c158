/**
 * The standalone QA host: one remote's `./app` on a full page, signed in against the real API (proxied by the
 * dev server), without the shell or the other remotes. Development only; never deployed.
 */
import { createRoot } from 'react-dom/client';
import { addErrorHandler, registerApplication, start } from 'single-spa';
import {
  LABEL_TRANSLATIONS,
  LABELS_NAMESPACE,
  loadRemoteModule,
  loadSession,
  loginRedirectUrl,
  provideRemoteLoader,
  REMOTE_AREAS,
} from 'shared-api';
import { addTranslations } from 'shared-ui';
import { loadStandaloneRemoteModule } from './remote-loader';
import { StandaloneFrame } from './StandaloneFrame';
import { standaloneStrings, STANDALONE_NAMESPACE } from './strings';

const remote = STANDALONE_REMOTE;
const areas = REMOTE_AREAS[remote] ?? [];
const inArea = (pathname: string) => areas.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
// Published projects are readable by anonymous visitors, as in the shell.
const isPublicPath = (pathname: string) => /^\/app\/projects\/(?!overview(\/|$))[^/]+/.test(pathname);

// As in the shell: the page's own words and the shared labels every remote reads.
addTranslations(STANDALONE_NAMESPACE, standaloneStrings);
addTranslations(LABELS_NAMESPACE, LABEL_TRANSLATIONS);

async function main(container: HTMLElement) {
  provideRemoteLoader(loadStandaloneRemoteModule);
  const user = await loadSession();
  if (!user && !isPublicPath(window.location.pathname)) {
    // The login page is the shell's, served by the API server through the proxy; it comes back here after.
    window.location.assign(loginRedirectUrl('/auth/login'));
    return;
  }
  // Open on the remote's first route.
  if (!inArea(window.location.pathname)) window.history.replaceState(null, '', areas[0] ?? '/');

  const domElement = document.createElement('div');
  const attach = (main: HTMLElement | null) => {
    if (main && !main.contains(domElement)) main.appendChild(domElement);
  };
  const root = createRoot(container);
  const render = (error: string | null) =>
    root.render(<StandaloneFrame remote={remote} areas={areas} error={error} contentRef={attach} />);
  render(null);

  addErrorHandler((error) => render(`${error.appOrParcelName}: ${error.message}`));
  registerApplication({
    name: remote,
    app: () => loadRemoteModule(`${remote}/app`).then((module) => module.default),
    activeWhen: (location) => inArea(location.pathname),
    customProps: { domElement },
  });
  start({ urlRerouteOnly: true });
}

const container = document.getElementById('root');
if (container) {
  main(container).catch((error: unknown) => {
    container.textContent = `The standalone host failed to start: ${error instanceof Error ? error.message : String(error)}`;
  });
}
