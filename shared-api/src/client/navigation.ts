/**
 * The two ways the error catalogue leaves the current screen. Kept in one replaceable object so tests
 * (jsdom cannot navigate) and unusual hosts can swap them.
 */
export const browserNavigation = {
  /** A full page load (the login page is served by the server). */
  assign(url: string): void {
    window.location.assign(url);
  },
  /**
   * An in-app move: pushState, then a popstate so every router (each remote has its own
   * BrowserRouter) re-reads the address. Under single-spa the patched pushState fires one too;
   * a second popstate is harmless.
   */
  push(url: string): void {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  },
};

/** Current address as path + search, e.g. `/app/jobs?status=open`. */
export function currentAddress(): string {
  return window.location.pathname + window.location.search;
}

/** Navigate inside the app when the URL is same-origin, else load it. */
export function navigateTo(url: string): void {
  const target = new URL(url, window.location.href);
  if (target.origin !== window.location.origin) {
    browserNavigation.assign(url);
    return;
  }
  const path = target.pathname + target.search + target.hash;
  if (path === currentAddress() + window.location.hash) return;
  browserNavigation.push(path);
}
