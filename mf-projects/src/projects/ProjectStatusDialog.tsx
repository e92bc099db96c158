import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { WORKING_PROJECT_STATUSES, type ProjectListItem } from 'shared-api';
import { Button, Field, Modal, Select } from 'shared-ui';
import { useLabelsT, useProjectsT } from '../i18n';
import type { useProjectChange } from '../project-shared';
import './strings';

type WorkingStatus = (typeof WORKING_PROJECT_STATUSES)[number];
const isWorking = (status: string): status is WorkingStatus => (WORKING_PROJECT_STATUSES as readonly string[]).includes(status);

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export type ProjectStatusDialogProps = {
  project: ProjectListItem;
  change: ReturnType<typeof useProjectChange>;
  onClose(): void;
};

/**
 * The item menu's status picker (the project's PMs): one of the working statuses, sent with the status the row
 * showed (`from`). The same status again sends nothing. Success closes; a refusal stays open (the server's message
 * was toasted).
 */
export function ProjectStatusDialog({ project, change, onClose }: ProjectStatusDialogProps) {
  const t = useProjectsT();
  const labels = useLabelsT();
  const [status, setStatus] = useState<WorkingStatus | ProjectListItem['status']>(project.status);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === project.status || !isWorking(status)) {
      onClose();
      return;
    }
    if (await change.run('status', { status, from: project.status })) onClose();
  };

  return (
    <Modal open onClose={onClose} title={t('statusDialog.title', { title: project.title })} size="sm">
      <form onSubmit={submit} noValidate>
        <Field label={t('statusDialog.status')}>
          <Select value={status} onChange={(event) => setStatus(event.target.value as WorkingStatus)}>
            {WORKING_PROJECT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {labels(`projectStatus.${value}`, { defaultValue: value })}
              </option>
            ))}
          </Select>
        </Field>
        <Footer>
          <Button onClick={onClose}>{t('statusDialog.cancel')}</Button>
          <Button type="submit" variant="primary" loading={change.pending === 'status'}>
            {t('statusDialog.submit')}
          </Button>
        </Footer>
      </form>
    </Modal>
  );
}
