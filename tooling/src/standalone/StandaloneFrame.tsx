/**
 * The standalone page's thin frame: which remote, who is signed in, its areas, Logout, and the page-wide hosts the
 * shell has (the one bus modal host and toast host, from shared-ui/hosts), so a remote's modals and toasts work here.
 */
import { useEffect, type Ref } from 'react';
import { api, browserNavigation, loginRedirectUrl, useSession, type RemoteName } from 'shared-api';
import { setLocale, StudioThemeProvider, useT } from 'shared-ui';
import { ModalHost, ToastHost } from 'shared-ui/hosts';
import { STANDALONE_NAMESPACE } from './strings';

export type StandaloneFrameProps = {
  remote: RemoteName;
  areas: readonly string[];
  error: string | null;
  contentRef: Ref<HTMLElement>;
};

/** Signing out is POST /api/auth/logout (no GET signs out), then the sign-in page, which comes back here. */
function signOut() {
  api.post('/api/auth/logout').then(
    () => browserNavigation.assign(loginRedirectUrl('/auth/login')),
    () => undefined, // the error catalogue toasts; the person stays signed in
  );
}

export function StandaloneFrame({ remote, areas, error, contentRef }: StandaloneFrameProps) {
  const t = useT(STANDALONE_NAMESPACE);
  const user = useSession((state) => state.user);
  const locale = useSession((state) => state.locale);
  useEffect(() => {
    void setLocale(locale);
  }, [locale]);

  return (
    <StudioThemeProvider>
      <header
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 16,
          alignItems: 'center',
          padding: '8px 16px',
          borderBottom: '1px solid #d1d5db',
          background: '#fff',
        }}
      >
        <strong>{remote}</strong>
        <span>{t('host')}</span>
        <nav aria-label={t('areas')} style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          {areas.map((area) => (
            <a key={area} href={area}>
              {area}
            </a>
          ))}
        </nav>
        <span style={{ marginLeft: 'auto' }}>{user ? `${user.name} (${user.level})` : t('signedOut')}</span>
        {user ? (
          <button type="button" onClick={signOut}>
            {t('logout')}
          </button>
        ) : (
          <a href={loginRedirectUrl('/auth/login')}>{t('login')}</a>
        )}
      </header>
      {error && (
        <pre role="alert" style={{ margin: 16, padding: 16, background: '#fee2e2', whiteSpace: 'pre-wrap' }}>
          {error}
        </pre>
      )}
      <main ref={contentRef} style={{ padding: 24 }} />
      <ModalHost />
      <ToastHost />
    </StudioThemeProvider>
  );
}
