/**
 * The Status box (everyone who reads the project as a member): the status with its colour and icon, the script and
 * storyboard approval lines ('new' reads n/a), and the workflow buttons this caller may press now
 * (`project.actions`): Submit for approval, Approve Script / Storyboard (admins), Mark as Ready, On hold / Make
 * active, Trash / Restore, and the PMs' Update Status form. Every message comes from the server. Each of these but
 * Submit asks first, naming what will happen (the one ConfirmDialog); a refusal shows in the dialog. Mark as Ready
 * asks there for the planned launch date of each platform the project launches on (issue 24).
 */
import { useState } from 'react';
import styled from 'styled-components';
import type { Project, ProjectAction } from 'shared-api';
import { Button, ConfirmDialog } from 'shared-ui';
import { useLabelsT, useProjectsT } from '../../i18n';
import { Box, Buttons, Facts, useProjectChange, type ProjectChangePath } from '../../project-shared';
import { LaunchDatesFields, launchPlatforms, type LaunchDates } from './LaunchDatesFields';
import { StatusBadge } from './StatusBadge';
import { UpdateStatusForm, type PendingMove } from './UpdateStatusForm';

type WorkflowButton = {
  action: ProjectAction;
  path: Exclude<ProjectChangePath, 'status'>;
  label: (t: ReturnType<typeof useProjectsT>) => string;
};

/** The moves that ask first (`page.status.confirm.<action>`), and the status each leads to, when it is known. */
const CONFIRMED: Partial<Record<ProjectAction, { to?: string }>> = {
  approveScript: {},
  approveStoryboard: {},
  markReady: { to: 'ready' },
  hold: { to: 'onhold' },
  activate: {},
  trash: {},
  restore: {},
};

/** The approval buttons of one line (script or storyboard). */
const APPROVAL_BUTTONS: Record<'script' | 'storyboard', WorkflowButton[]> = {
  script: [
    { action: 'submitScript', path: 'script/submit', label: (t) => t('page.status.submit') },
    {
      action: 'approveScript',
      path: 'script/confirm',
      label: (t) => t('page.status.approve', { what: t('page.status.script') }),
    },
  ],
  storyboard: [
    { action: 'submitStoryboard', path: 'storyboard/submit', label: (t) => t('page.status.submit') },
    {
      action: 'approveStoryboard',
      path: 'storyboard/confirm',
      label: (t) => t('page.status.approve', { what: t('page.status.storyboard') }),
    },
  ],
};

/** The status buttons under the lines. */
const STATUS_BUTTONS: WorkflowButton[] = [
  { action: 'markReady', path: 'ready', label: (t) => t('page.status.markReady') },
  { action: 'hold', path: 'hold', label: (t) => t('page.status.hold') },
  { action: 'activate', path: 'activate', label: (t) => t('page.status.activate') },
  { action: 'trash', path: 'trash', label: (t) => t('page.status.trash') },
  { action: 'restore', path: 'restore', label: (t) => t('page.status.restore') },
];

const Current = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;
const Line = styled.dd`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export function StatusBox({ project }: { project: Project }) {
  const t = useProjectsT();
  const labels = useLabelsT();
  const change = useProjectChange(project._id);
  const [move, setMove] = useState<PendingMove | null>(null);
  const [launchDates, setLaunchDates] = useState<LaunchDates>({});
  const may = (action: ProjectAction) => project.actions.includes(action);
  const statusLabel = (status: string) => labels(`projectStatus.${status}`, { defaultValue: status });
  const press = (button: WorkflowButton) => {
    const confirmed = CONFIRMED[button.action];
    if (!confirmed) return void change.run(button.path);
    if (button.action === 'markReady') setLaunchDates({});
    setMove({
      key: button.action,
      label: button.label(t),
      path: button.path,
      detail: t(`page.status.confirm.${button.action}.detail`, {
        from: statusLabel(project.status),
        to: confirmed.to ? statusLabel(confirmed.to) : '',
      }),
    });
  };
  const confirm = async (pending: PendingMove) => {
    const done =
      pending.path === 'ready' ? await change.run('ready', { launchDates }) : await change.run(pending.path, pending.body);
    if (done) setMove(null);
  };
  const buttonFor = (button: WorkflowButton, variant: 'primary' | 'secondary') =>
    may(button.action) && (
      <Button
        key={button.action}
        size="sm"
        variant={variant}
        loading={change.pending === button.path}
        disabled={change.pending !== null}
        onClick={() => press(button)}
      >
        {button.label(t)}
      </Button>
    );

  return (
    <Box title={t('page.status.heading')}>
      <Current>
        <StatusBadge status={project.status} large />
      </Current>
      <Facts>
        <dt>{t('page.status.script')}</dt>
        <Line>
          <span>{t(`page.status.approval.${project.scriptStatus}`, { defaultValue: project.scriptStatus })}</span>
          {APPROVAL_BUTTONS.script.map((button) => buttonFor(button, 'primary'))}
        </Line>
        <dt>{t('page.status.storyboard')}</dt>
        <Line>
          <span>{t(`page.status.approval.${project.storyboardStatus}`, { defaultValue: project.storyboardStatus })}</span>
          {APPROVAL_BUTTONS.storyboard.map((button) => buttonFor(button, 'primary'))}
        </Line>
      </Facts>
      {STATUS_BUTTONS.some((button) => may(button.action)) && (
        <Buttons>{STATUS_BUTTONS.map((button) => buttonFor(button, 'secondary'))}</Buttons>
      )}
      {may('updateStatus') && (
        // Remounted with the project's statuses after every change, so the selects show what the server holds.
        <UpdateStatusForm
          key={`${project.status}|${project.scriptStatus}|${project.storyboardStatus}`}
          project={project}
          change={change}
          onAsk={setMove}
        />
      )}
      {move && (
        <ConfirmDialog
          open
          tone="primary"
          question={t(`page.status.confirm.${move.key}.question`)}
          detail={
            move.path === 'ready' ? (
              <>
                {move.detail}
                <LaunchDatesFields platforms={launchPlatforms(project)} value={launchDates} onChange={setLaunchDates} />
              </>
            ) : (
              move.detail
            )
          }
          confirmLabel={move.label}
          cancelLabel={t('page.status.confirm.cancel')}
          busy={change.pending !== null}
          error={change.error}
          onConfirm={() => void confirm(move)}
          onCancel={() => setMove(null)}
        />
      )}
    </Box>
  );
}
