/**
 * The PMs' Update Status form: status (the seven working statuses), script status and storyboard status, sent
 * together with `from`, the status the page showed, so a change someone made meanwhile answers 409 instead of being
 * overwritten. Update Status asks first (the Status box's confirmation), naming each status before and after.
 */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { PROJECT_STATUSES, SCRIPT_STATUSES, STORYBOARD_STATUSES, type Project } from 'shared-api';
import { Button, Field, FieldGroup, Select } from 'shared-ui';
import { useLabelsT, useProjectsT } from '../../i18n';
import type { ProjectChangeBody, ProjectChangePath, useProjectChange } from '../../project-shared';

/** On hold and trash have their own buttons. */
export const WORKING_STATUSES = PROJECT_STATUSES.filter((status) => status !== 'onhold' && status !== 'trash');

export const UPDATE_STATUS_PATH = 'status';

type StatusMove = ProjectChangeBody<typeof UPDATE_STATUS_PATH>;

/** A move of the Status box waiting for its confirmation: the question's key, what will happen, and what to send. */
export type PendingMove = { key: string; detail: string; label: string } & (
  | { path: Exclude<ProjectChangePath, typeof UPDATE_STATUS_PATH>; body?: undefined }
  | { path: typeof UPDATE_STATUS_PATH; body: ProjectChangeBody<typeof UPDATE_STATUS_PATH> }
);

const Group = styled(FieldGroup)`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  > div {
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

type Props = { project: Project; change: ReturnType<typeof useProjectChange>; onAsk(move: PendingMove): void };

export function UpdateStatusForm({ project, change, onAsk }: Props) {
  const t = useProjectsT();
  const labels = useLabelsT();
  // The selects offer only the typed lists below, so their values are the move's fields (a held or trashed project
  // starts on a status the server refuses to move to, as before: it answers its 400 sentence).
  const [status, setStatus] = useState(project.status as StatusMove['status']);
  const [scriptStatus, setScriptStatus] = useState(project.scriptStatus);
  const [storyboardStatus, setStoryboardStatus] = useState(project.storyboardStatus);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAsk({
      key: 'updateStatus',
      label: t('page.status.update.submit'),
      path: UPDATE_STATUS_PATH,
      body: { status, scriptStatus, storyboardStatus, from: project.status },
      detail: t('page.status.confirm.updateStatus.detail', {
        from: labels(`projectStatus.${project.status}`),
        to: labels(`projectStatus.${status}`),
        scriptFrom: t(`page.status.subStatus.${project.scriptStatus}`),
        scriptTo: t(`page.status.subStatus.${scriptStatus}`),
        storyboardFrom: t(`page.status.subStatus.${project.storyboardStatus}`),
        storyboardTo: t(`page.status.subStatus.${storyboardStatus}`),
      }),
    });
  };

  const subStatus = (value: string) => ({ value, label: t(`page.status.subStatus.${value}`) });
  return (
    <form onSubmit={submit} aria-label={t('page.status.update.heading')}>
      <Group>
        <legend>{t('page.status.update.heading')}</legend>
        <Field label={t('page.status.update.status')}>
          <Select
            value={status}
            onChange={(event) => setStatus(event.target.value as StatusMove['status'])}
            options={WORKING_STATUSES.map((value) => ({ value, label: labels(`projectStatus.${value}`) }))}
          />
        </Field>
        <Field label={t('page.status.update.scriptStatus')}>
          <Select
            value={scriptStatus}
            onChange={(event) => setScriptStatus(event.target.value as StatusMove['scriptStatus'] & string)}
            options={SCRIPT_STATUSES.map(subStatus)}
          />
        </Field>
        <Field label={t('page.status.update.storyboardStatus')}>
          <Select
            value={storyboardStatus}
            onChange={(event) => setStoryboardStatus(event.target.value as StatusMove['storyboardStatus'] & string)}
            options={STORYBOARD_STATUSES.map(subStatus)}
          />
        </Field>
        <Button
          type="submit"
          variant="primary"
          loading={change.pending === UPDATE_STATUS_PATH}
          disabled={change.pending !== null}
        >
          {t('page.status.update.submit')}
        </Button>
      </Group>
    </form>
  );
}
