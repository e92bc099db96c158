import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isPm, useSession, type ProjectListItem } from 'shared-api';
import { Badge, Stars, UserGroup, formatRelative } from 'shared-ui';
import { useProjectsT } from '../i18n';
import { prefetchesProjectPage } from '../project-page';
import { ProjectStatusBadge } from './ProjectStatusBadge';

/**
 * A row's least height: title, the meta line (its badges and small buttons) and padding. The list's loading rows
 * take the same, so the page does not move when the projects arrive.
 */
export const PROJECT_ROW_MIN_HEIGHT = '84px';

/** One row: main column, collaborators, menu; below the small breakpoint the collaborators go under the main column. */
export const ProjectRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  grid-template-areas: 'main collabs menu';
  align-items: center;
  column-gap: ${({ theme }) => theme.space.md};
  row-gap: ${({ theme }) => theme.space.xs};
  box-sizing: border-box;
  min-height: ${PROJECT_ROW_MIN_HEIGHT};
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas:
      'main menu'
      'collabs collabs';
  }
`;
const Main = styled.div`
  grid-area: main;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;
const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;
export const ProjectMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 28px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Collabs = styled.div`
  grid-area: collabs;
  justify-self: start;
`;
const MenuSlot = styled.div`
  grid-area: menu;
  align-self: start;
`;

export type ProjectItemProps = {
  project: ProjectListItem;
  /** The title's heading level: 2 on the list screen, 3 inside a titled box (the dashboard widget). */
  headingLevel?: 2 | 3;
  /** More of the meta line (the list's warning, mark-as-good and jobs dropdown). */
  meta?: ReactNode;
  /** Under the meta line (the jobs dropdown's panel). */
  children?: ReactNode;
  /** The item menu (the list screen's). */
  menu?: ReactNode;
};

/** One project of a list: its title links to the project page; status, stars (PMs), flags, age and collaborators. */
export function ProjectItem({ project, headingLevel = 2, meta, children, menu }: ProjectItemProps) {
  const t = useProjectsT();
  const user = useSession((state) => state.user);
  return (
    <ProjectRow aria-label={project.title}>
      <Main>
        <Title as={headingLevel === 3 ? 'h3' : 'h2'}>
          <Link to={`/app/projects/${project._id}`} {...prefetchesProjectPage}>
            {project.title}
          </Link>
        </Title>
        <ProjectMeta>
          <ProjectStatusBadge status={project.status} />
          {isPm(user) && project.level ? <Stars value={project.level} /> : null}
          {project.starred && <Badge tone="warning">{t('list.priority')}</Badge>}
          {project.perfBased && <Badge tone="info">{t('list.performanceBased')}</Badge>}
          <time dateTime={project.updated}>{t('list.updated', { ago: formatRelative(project.updated) })}</time>
          {meta}
        </ProjectMeta>
        {children}
      </Main>
      {project.collabs.length > 0 && (
        <Collabs role="group" aria-label={t('list.collaborators')}>
          <UserGroup users={project.collabs} />
        </Collabs>
      )}
      {menu && <MenuSlot>{menu}</MenuSlot>}
    </ProjectRow>
  );
}
