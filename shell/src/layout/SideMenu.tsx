/**
 * The left menu: groups Manage and Explore per the user's level (menuFor), and for admins "My Projects" (their
 * to-do board list, only when it has projects). Below the small breakpoint it is hidden unless opened from the
 * top bar's menu button, then shown as a panel over the page.
 */
import { Fragment } from 'react';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { isAdmin, needsTerms, readBoot, useSession } from 'shared-api';
import { useT } from 'shared-ui';
import { SHELL_NAMESPACE } from '../i18n';
import { useMyProjects } from './api/get-my-projects';
import { menuFor, MY_PROJECTS_URL, projectUrl } from './menu';

export const SIDE_MENU_ID = 'main-menu';

const Nav = styled.nav<{ $open: boolean }>`
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
  h2:first-child {
    margin-top: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  h2 a {
    /* A link in a small heading still needs a 24 px target (WCAG 2.2 target size). */
    display: inline-block;
    min-height: 24px;
    line-height: 24px;
    padding: 0;
    color: inherit;
  }
  h2 a:hover {
    text-decoration: underline;
    background: none;
  }
  li a {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.hover};
  }
  .menu-note {
    margin: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  a.active {
    background: ${({ theme }) => theme.colors.hover};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    position: fixed;
    top: 52px;
    bottom: 0;
    left: 0;
    width: min(280px, 85vw);
    overflow-y: auto;
    z-index: ${({ theme }) => theme.zIndex.menu};
    box-shadow: ${({ theme }) => theme.shadows.popover};
  }
`;

export type SideMenuProps = {
  /** Shown as a panel on small screens (the top bar's menu button); ignored on wider screens. */
  open?: boolean;
};

export function SideMenu({ open = false }: SideMenuProps) {
  const t = useT(SHELL_NAMESPACE);
  const user = useSession((state) => state.user);
  return (
    <Nav id={SIDE_MENU_ID} aria-label={t('nav.mainMenu')} $open={open} data-open={open || undefined}>
      {menuFor(user).map((group) => (
        <Fragment key={group.key}>
          {/* Groups, not regions: the dashboard's My Projects widget is the page's one "My Projects" landmark. */}
          <div role="group" aria-labelledby={`menu-${group.key}`}>
            <h2 id={`menu-${group.key}`}>{t(`nav.${group.key}`)}</h2>
            <ul>
              {group.items.map((item) => (
                <li key={item.key}>
                  <NavLink to={item.to}>{t(`nav.${item.key}`)}</NavLink>
                </li>
              ))}
            </ul>
          </div>
          {group.key === 'manage' && isAdmin(user) && <MyProjectsGroup />}
          {group.key === 'manage' && needsTerms(user) && <p className="menu-note">{t('nav.termsFirst')}</p>}
        </Fragment>
      ))}
    </Nav>
  );
}

/**
 * The admin's to-do board projects (up to 10), each opening its page; nothing when empty or failed. Until the read
 * answers, the list the page was served with (boot data), so the menu does not grow under the first paint.
 */
function MyProjectsGroup() {
  const t = useT(SHELL_NAMESPACE);
  const { data } = useMyProjects(true);
  const projects = data?.projects ?? readBoot().menuProjects;
  if (projects.length === 0) return null;
  return (
    <div role="group" aria-labelledby="menu-myProjects">
      <h2 id="menu-myProjects">
        <Link to={MY_PROJECTS_URL}>{t('nav.myProjects')}</Link>
      </h2>
      <ul>
        {projects.map((project) => (
          <li key={project._id}>
            <NavLink to={projectUrl(project._id)} title={project.title}>
              {project.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
