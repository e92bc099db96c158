/**
 * The Collaborators box (everyone who reads the project as a member): the list with pictures, levels and pending
 * invitations; for `editCollabs` the add-by-e-mail form and the "Edit collaborators" dialog; "Join project" for PMs
 * who are not on it (`join`).
 */
import { useState } from 'react';
import styled from 'styled-components';
import type { Project } from 'shared-api';
import { Button, PlainList } from 'shared-ui';
import { useProjectsT } from '../../i18n';
import { Box, Muted, useProjectChange } from '../../project-shared';
import { AddCollaborator } from './AddCollaborator';
import { CollaboratorRow } from './CollaboratorRow';
import { EditCollaboratorsModal } from './EditCollaboratorsModal';

const Join = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

export function CollaboratorsBox({ project }: { project: Project }) {
  const t = useProjectsT();
  const change = useProjectChange(project._id);
  const [editing, setEditing] = useState(false);
  const collabs = project.collabs ?? [];
  const mayEdit = project.actions.includes('editCollabs');

  return (
    <Box
      id="box-collaborators"
      title={t('page.collabs.heading')}
      actions={
        mayEdit &&
        collabs.length > 0 && (
          <Button size="sm" variant="link" aria-haspopup="dialog" onClick={() => setEditing(true)}>
            {t('page.collabs.edit')}
          </Button>
        )
      }
    >
      {collabs.length > 0 ? (
        <PlainList aria-label={t('page.collabs.heading')}>
          {collabs.map((collab) => (
            <CollaboratorRow key={collab._id} collab={collab} />
          ))}
        </PlainList>
      ) : (
        <Muted>{t('page.collabs.empty')}</Muted>
      )}
      {mayEdit && <AddCollaborator project={project} change={change} />}
      {project.actions.includes('join') && (
        <Join>
          <Button variant="primary" loading={change.pending === 'join'} onClick={() => void change.run('join')}>
            {t('page.collabs.join')}
          </Button>
        </Join>
      )}
      {mayEdit && <EditCollaboratorsModal project={project} open={editing} onClose={() => setEditing(false)} change={change} />}
    </Box>
  );
}
