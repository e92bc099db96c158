/**
 * The Status box (everyone who reads the project as a member): the status with its colour and icon, the script and
 * storyboard approval lines ('new' reads n/a), and the workflow buttons this caller may press now
 * (`project.actions`): Submit for approval, Approve Script / Storyboard (admins), Mark as Ready, On hold / Make
 * active, Trash / Restore, and the PMs' Update Status form. Every message comes from the server.
 */
import styled from 'styled-components';
import type { Project, ProjectAction } from 'shared-api';
import { Button } from 'shared-ui';
import { useProjectsT } from '../../i18n';
import { useProjectChange } from '../api/change-project';
import { Box, Buttons, Facts } from '../ui/Box';
import { StatusBadge } from './StatusBadge';
import { UpdateStatusForm } from './UpdateStatusForm';

type WorkflowButton = { action: ProjectAction; path: string; label: (t: ReturnType<typeof useProjectsT>) => string };

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
  const change = useProjectChange(project._id);
  const may = (action: ProjectAction) => project.actions.includes(action);
  const buttonFor = (button: WorkflowButton, variant: 'primary' | 'secondary') =>
    may(button.action) && (
      <Button
        key={button.action}
        size="sm"
        variant={variant}
        loading={change.pending === button.path}
        disabled={change.pending !== null}
        onClick={() => void change.run(button.path)}
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
        />
      )}
    </Box>
  );
}
