import styled from 'styled-components';
import { isPm, useSession, type ProjectListItem } from 'shared-api';
import { Badge, Stars, UserGroup, formatRelative } from 'shared-ui';
import { useProjectsT } from '../i18n';
import { ProjectStatusBadge } from './ProjectStatusBadge';

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;
const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;
const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** One project of a list. The project page arrives with a later issue, so the title is not a link yet. */
export function ProjectItem({ project }: { project: ProjectListItem }) {
  const t = useProjectsT();
  const user = useSession((state) => state.user);
  return (
    <Row aria-label={project.title}>
      <Main>
        <Title>{project.title}</Title>
        <Meta>
          <ProjectStatusBadge status={project.status} />
          {isPm(user) && project.level ? <Stars value={project.level} /> : null}
          {project.perfBased && <Badge tone="info">{t('list.performanceBased')}</Badge>}
          <time dateTime={project.updated}>{t('list.updated', { ago: formatRelative(project.updated) })}</time>
        </Meta>
      </Main>
      {project.collabs.length > 0 && (
        <div role="group" aria-label={t('list.collaborators')}>
          <UserGroup users={project.collabs} />
        </div>
      )}
    </Row>
  );
}
