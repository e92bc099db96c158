/**
 * The page frame: top bar, left menu (hidden while a project is selected; a panel opened from the top bar's menu
 * button on small screens) and the content area. The content
 * area holds the shell's own pages (the router's Outlet) and, below them, the host element the remotes'
 * single-spa applications mount into — attached once, never re-created by React.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from 'shared-ui';
import { NewVersionPrompt, RemoteOverrides } from '../federation';
import { SHELL_NAMESPACE } from '../i18n';
import { isBarePage, projectIdOf } from '../routing';
import { remoteAreaHost } from '../spa';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  min-height: 0;
`;

const Main = styled.main`
  /* The remote areas' Loading sits over the content, not above it (RemoteArea). */
  position: relative;
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space.xl};
  &:focus {
    outline: none;
  }
`;

/** A bare page's content: the whole window, no frame around it. */
const BareMain = styled.main`
  position: relative;
  min-height: 100vh;
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: ${({ theme }) => theme.space.lg};
    top: ${({ theme }) => theme.space.sm};
    z-index: ${({ theme }) => theme.zIndex.toast};
    background: ${({ theme }) => theme.colors.surface};
    padding: ${({ theme }) => theme.space.sm};
  }
`;

export function Layout() {
  const t = useT(SHELL_NAMESPACE);
  const { pathname, search } = useLocation();
  const showsMenu = !projectIdOf(pathname);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // The small-screen menu panel closes on navigation (a link in it, or anywhere else) …
  useEffect(() => setMenuOpen(false), [pathname, search]);
  // … and on Escape, returning focus to the button that opened it.
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);
  const attachRemoteHost = useCallback((element: HTMLDivElement | null) => {
    if (element && !element.contains(remoteAreaHost())) element.appendChild(remoteAreaHost());
  }, []);
  // A bare page (the YouTube mock view) keeps the same content host, without the top bar and the menu.
  if (isBarePage(pathname))
    return (
      <BareMain id="main" tabIndex={-1}>
        <Outlet />
        <div ref={attachRemoteHost} />
      </BareMain>
    );
  return (
    <Frame>
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <TopBar
        menu={showsMenu ? { open: menuOpen, onToggle: () => setMenuOpen((open) => !open), buttonRef: menuButton } : undefined}
      />
      <Body>
        {showsMenu && <SideMenu open={menuOpen} />}
        <Main id="main" tabIndex={-1}>
          <Outlet />
          <div ref={attachRemoteHost} />
        </Main>
      </Body>
      <NewVersionPrompt />
      <RemoteOverrides />
    </Frame>
  );
}
