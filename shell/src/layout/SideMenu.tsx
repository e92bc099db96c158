/** The left menu: groups Manage and Explore, per the user's level (menuFor). */
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from 'shared-api';
import { useT } from 'shared-ui';
import { SHELL_NAMESPACE } from '../i18n/strings';
import { menuFor } from './menu';

const Nav = styled.nav`
  flex: 0 0 200px;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  h2:first-child { margin-top: 0; }
  ul { list-style: none; margin: 0; padding: 0; }
  a {
    display: block;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover { background: ${({ theme }) => theme.colors.hover}; }
  a.active { background: ${({ theme }) => theme.colors.hover}; color: ${({ theme }) => theme.colors.primary}; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) { display: none; }
`;

export function SideMenu() {
  const t = useT(SHELL_NAMESPACE);
  const user = useSession((state) => state.user);
  return (
    <Nav aria-label={t('nav.mainMenu')}>
      {menuFor(user).map((group) => (
        <section key={group.key} aria-labelledby={`menu-${group.key}`}>
          <h2 id={`menu-${group.key}`}>{t(`nav.${group.key}`)}</h2>
          <ul>
            {group.items.map((item) => (
              <li key={item.key}>
                <NavLink to={item.to}>{t(`nav.${item.key}`)}</NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Nav>
  );
}
