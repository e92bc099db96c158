/** The page's left nav: the sections this caller may open (a row above the page on narrow screens). */
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Icon, sideNavLink } from 'shared-ui';
import { useProjectsT } from '../i18n';
import { sectionUrl } from '../project-shared';
import type { SectionEntry } from './sections';

const Nav = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    ul {
      flex-direction: row;
      flex-wrap: wrap;
    }
  }
`;
const Item = styled(NavLink)`
  ${sideNavLink}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export function ProjectNav({ projectId, sections }: { projectId: string; sections: readonly SectionEntry[] }) {
  const t = useProjectsT();
  return (
    <Nav aria-label={t('page.nav.label')}>
      <ul>
        {sections.map((section) => (
          <li key={section.key}>
            <Item to={sectionUrl(projectId, section.key)}>
              <Icon name={section.icon} />
              {t(`page.nav.${section.key}`)}
            </Item>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
