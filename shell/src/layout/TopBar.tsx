/**
 * The top bar: brand, global search (contributors), Create dropdown, messages link, notifications bell, profile menu —
 * or only Login for anonymous visitors.
 */
import type { RefObject } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { browserNavigation, isContrib, needsTerms, openModal, useSession } from 'shared-api';
import { Avatar, Icon, IconButton, Menu, useT } from 'shared-ui';
import { SHELL_NAMESPACE } from '../i18n';
import { MessagesLink } from '../messages';
import { NotificationBell } from '../notifications';
import { SearchBox } from '../search';
import { loginUrl } from '../routing';
import { forgetClosedMemos } from '../memos';
import { logout } from './api/logout';
import { createItemsFor, profileMenuFor } from './menu';
import { SIDE_MENU_ID } from './SideMenu';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  height: 52px;
  padding: 0 ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.menu};
`;

const Brand = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  margin-right: auto;
`;

const LoginLink = styled(Link)`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};
  text-decoration: none;
`;

/** Only below the small breakpoint, where the left menu is hidden until opened (the complement of the menu's query). */
const MenuButton = styled(IconButton)`
  @media not all and (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    display: none;
  }
`;

/** The small-screen menu button's state, owned by the layout (absent when the page shows no left menu). */
export type TopBarMenuToggle = { open: boolean; onToggle(): void; buttonRef: RefObject<HTMLButtonElement> };

export function TopBar({ menu }: { menu?: TopBarMenuToggle }) {
  const t = useT(SHELL_NAMESPACE);
  const menuButton = menu && (
    <MenuButton
      ref={menu.buttonRef}
      aria-label={t('nav.openMenu')}
      aria-expanded={menu.open}
      aria-controls={SIDE_MENU_ID}
      onClick={menu.onToggle}
    >
      <Icon name={menu.open ? 'close' : 'menu'} />
    </MenuButton>
  );
  const user = useSession((state) => state.user);
  const navigate = useNavigate();
  const location = useLocation();

  if (!user) {
    return (
      <Bar aria-label={t('topBar.label')}>
        {menuButton}
        <Brand to="/app/">{t('brand')}</Brand>
        <LoginLink to={loginUrl(location.pathname + location.search)}>{t('topBar.login')}</LoginLink>
      </Bar>
    );
  }

  const createItems = createItemsFor(user).map((item) => ({
    id: item.key,
    label: t(`topBar.create${item.key.charAt(0).toUpperCase()}${item.key.slice(1)}`),
    onSelect: () => openModal(item.modal),
  }));
  const profileItems = profileMenuFor(user).map((link) => ({
    id: link.key,
    label: t(`profile.${link.key}`),
    // Logout: the POST first, then a full page load of the sign-in page (a failure toasts and stays).
    onSelect: () =>
      link.signOut
        ? void logout().then(
            () => {
              forgetClosedMemos();
              browserNavigation.assign(link.to);
            },
            () => undefined,
          )
        : navigate(link.to),
  }));

  return (
    <Bar aria-label={t('topBar.label')}>
      {menuButton}
      <Brand to="/app/">{t('brand')}</Brand>
      {isContrib(user) && !needsTerms(user) && <SearchBox />}
      {createItems.length > 0 && (
        <Menu label={t('topBar.create')} items={createItems} variant="primary">
          + {t('topBar.create')}
        </Menu>
      )}
      {/* Until a freelancer agrees to the terms the server answers every notification call 403: no bell. */}
      {!needsTerms(user) && <MessagesLink />}
      {!needsTerms(user) && <NotificationBell />}
      <Menu label={t('topBar.profileMenu', { name: user.name })} items={profileItems}>
        <span aria-hidden="true">
          <Avatar name={user.name} picture={user.picture} size={28} />
        </span>
        <span className="visually-hidden">{t('topBar.profileMenu', { name: user.name })}</span>
      </Menu>
    </Bar>
  );
}
