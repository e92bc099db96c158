/** The standalone page's thin frame: which remote, who is signed in, its areas, and toasts from the bus. */
import { useEffect, useState, type Ref } from 'react';
import { loginRedirectUrl, TOAST_MS, useBusEvent, useSession, type RemoteName } from 'shared-api';
import { setLocale, StudioThemeProvider, ToastViewport, type ToastItem } from 'shared-ui';

function Toasts() {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  useBusEvent('toast', ({ kind, message }) => {
    const id = `${Date.now()}-${Math.random()}`;
    setToasts((list) => [...list, { id, kind, message }]);
    window.setTimeout(() => setToasts((list) => list.filter((toast) => toast.id !== id)), TOAST_MS);
  });
  return <ToastViewport toasts={toasts} />;
}

export type StandaloneFrameProps = {
  remote: RemoteName;
  areas: readonly string[];
  error: string | null;
  contentRef: Ref<HTMLElement>;
};

export function StandaloneFrame({ remote, areas, error, contentRef }: StandaloneFrameProps) {
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
          gap: 16,
          alignItems: 'center',
          padding: '8px 16px',
          borderBottom: '1px solid #d1d5db',
          background: '#fff',
        }}
      >
        <strong>{remote}</strong>
        <span>standalone QA host</span>
        <nav aria-label="Areas" style={{ display: 'flex', gap: 12 }}>
          {areas.map((area) => (
            <a key={area} href={area}>
              {area}
            </a>
          ))}
        </nav>
        <span style={{ marginLeft: 'auto' }}>{user ? `${user.name} (${user.level})` : 'not signed in'}</span>
        {user ? <a href="/auth/logout">Logout</a> : <a href={loginRedirectUrl('/auth/login')}>Login</a>}
      </header>
      {error && (
        <pre role="alert" style={{ margin: 16, padding: 16, background: '#fee2e2', whiteSpace: 'pre-wrap' }}>
          {error}
        </pre>
      )}
      <main ref={contentRef} style={{ padding: 24 }} />
      <Toasts />
    </StudioThemeProvider>
  );
}
