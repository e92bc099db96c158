/** One collaborator: picture, name (an invitee without a name shows their e-mail), level, PM and pending marks. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Avatar, Badge, levelTone } from 'shared-ui';
import type { ProjectCollab } from 'shared-api';
import { useLabelsT, useProjectsT } from '../../i18n';

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} 0;
  min-width: 0;
`;
const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  flex: 1;
  min-width: 0;
  span:first-child {
    overflow-wrap: anywhere;
  }
`;
const Marks = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The name to show: an invitation that has not been accepted may have no name yet. */
export function useCollaboratorName() {
  const t = useProjectsT();
  return (collab: ProjectCollab) => collab.name || collab.email || t('page.collabs.invitedUser');
}

export function CollaboratorRow({ collab, children }: { collab: ProjectCollab; children?: ReactNode }) {
  const t = useProjectsT();
  const labels = useLabelsT();
  const nameOf = useCollaboratorName();
  const name = nameOf(collab);
  return (
    <Row>
      <Avatar name={name} picture={collab.picture} />
      <Who>
        <span>{name}</span>
        <Marks>
          <Badge tone={levelTone(collab.level)}>{labels(`level.${collab.level}`, { defaultValue: collab.level })}</Badge>
          {collab.pm && <Badge tone="primary">{t('page.collabs.pm')}</Badge>}
          {collab.pending && <Badge tone="warning">{t('page.collabs.pending')}</Badge>}
        </Marks>
      </Who>
      {children}
    </Row>
  );
}
