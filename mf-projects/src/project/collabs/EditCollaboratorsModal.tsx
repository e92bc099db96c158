/**
 * The "Edit collaborators" dialog (shared-ui Modal): everyone on the project, each with a Remove button that asks
 * first; confirming sends DELETE /{id}/collabs/{userId} ("Collaborator removed"; the last PM is refused with 409).
 */
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Project, ProjectCollab } from 'shared-api';
import { Button, Icon, IconButton, Modal, PlainList } from 'shared-ui';
import { useProjectsT } from '../../i18n';
import type { useProjectChange } from '../../project-shared';
import { Muted } from '../../project-shared';
import { CollaboratorRow, useCollaboratorName } from './CollaboratorRow';

const Confirm = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
  }
`;

type Props = {
  project: Project;
  open: boolean;
  onClose(): void;
  change: ReturnType<typeof useProjectChange>;
};

/** The pending name of removing `userId` (the change's path with its params filled). */
export const removeCollabPath = (userId: string) => `collabs/${userId}`;

export function EditCollaboratorsModal({ project, open, onClose, change }: Props) {
  const t = useProjectsT();
  const [confirming, setConfirming] = useState<string | null>(null);
  const done = useRef<HTMLButtonElement>(null);
  const collabs = project.collabs ?? [];

  useEffect(() => {
    if (!open) setConfirming(null);
  }, [open]);

  const remove = async (collab: ProjectCollab) => {
    const removed = await change.run('collabs/{userId}', undefined, { method: 'DELETE', params: { userId: collab._id } });
    setConfirming(null);
    if (removed) done.current?.focus();
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('page.collabs.edit')}
      footer={
        <Button ref={done} onClick={onClose}>
          {t('page.collabs.done')}
        </Button>
      }
    >
      {collabs.length === 0 ? (
        <Muted>{t('page.collabs.empty')}</Muted>
      ) : (
        <PlainList>
          {collabs.map((collab) => (
            <CollaboratorRow key={collab._id} collab={collab}>
              {confirming === collab._id ? (
                <ConfirmRemove
                  collab={collab}
                  busy={change.pending === removeCollabPath(collab._id)}
                  onConfirm={() => void remove(collab)}
                  onCancel={() => setConfirming(null)}
                />
              ) : (
                <RemoveButton collab={collab} onClick={() => setConfirming(collab._id)} disabled={change.pending !== null} />
              )}
            </CollaboratorRow>
          ))}
        </PlainList>
      )}
    </Modal>
  );
}

function RemoveButton({ collab, onClick, disabled }: { collab: ProjectCollab; onClick(): void; disabled: boolean }) {
  const t = useProjectsT();
  const nameOf = useCollaboratorName();
  return (
    <IconButton size="sm" aria-label={t('page.collabs.remove', { name: nameOf(collab) })} onClick={onClick} disabled={disabled}>
      <Icon name="close" />
    </IconButton>
  );
}

function ConfirmRemove({
  collab,
  busy,
  onConfirm,
  onCancel,
}: {
  collab: ProjectCollab;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const t = useProjectsT();
  const nameOf = useCollaboratorName();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <Confirm role="group" aria-label={t('page.collabs.confirmRemove', { name: nameOf(collab) })}>
      <p>{t('page.collabs.confirmRemove', { name: nameOf(collab) })}</p>
      <Button ref={confirm} size="sm" variant="danger" loading={busy} onClick={onConfirm}>
        {t('page.collabs.confirm')}
      </Button>
      <Button size="sm" onClick={onCancel} disabled={busy}>
        {t('page.collabs.cancel')}
      </Button>
    </Confirm>
  );
}
