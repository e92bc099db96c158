import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Job, JobAction } from 'shared-api';
import { Button, type ButtonVariant } from 'shared-ui';
import { useJobsT } from '../i18n';
import type { useJobChanges } from './api/use-job-changes';
import { ApproveDialog, RevisionDialog, SubmitDialog } from './DeliverableDialogs';
import { jobStatusId } from './JobStatusBadge';

/** The state-machine buttons, in the order a job moves through them. */
export const BUTTON_ACTIONS = ['claim', 'submit', 'approve', 'reject', 'release-user', 'release'] as const;
type ButtonAction = (typeof BUTTON_ACTIONS)[number];

const VARIANTS: Record<ButtonAction, ButtonVariant> = {
  claim: 'primary',
  submit: 'primary',
  approve: 'primary',
  reject: 'secondary',
  'release-user': 'secondary',
  release: 'secondary',
};

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const isButtonAction = (action: JobAction): action is ButtonAction => (BUTTON_ACTIONS as readonly string[]).includes(action);

/**
 * Actions that open a dialog first: a submission carries a note and files, a revision request a note, an approval
 * (no way back) asks for confirmation.
 */
const WITH_DIALOG = { submit: SubmitDialog, reject: RevisionDialog, approve: ApproveDialog } as const;
type DialogAction = keyof typeof WITH_DIALOG;
const hasDialog = (action: ButtonAction): action is DialogAction => action in WITH_DIALOG;

/**
 * After a change the person made here succeeds, the button they pressed may be gone (Claim, Submit): the keyboard
 * moves to the job's next forward step (a primary action) or, when none is theirs, to the job's status.
 */
function useFocusAfterChange(job: Job, changes: ReturnType<typeof useJobChanges>) {
  const row = useRef<HTMLDivElement>(null);
  const wasPending = useRef<string | null>(null);
  useEffect(() => {
    // Only the actions of this row: a change from the job's menu leaves the keyboard where the menu puts it.
    const finished = (BUTTON_ACTIONS as readonly (string | null)[]).includes(wasPending.current) && changes.pending === null;
    wasPending.current = changes.pending;
    if (!finished || changes.error) return;
    const next = row.current?.querySelector<HTMLElement>('button[data-next-step]');
    (next ?? document.getElementById(jobStatusId(job._id)))?.focus();
  }, [changes.pending, changes.error, job._id]);
  return row;
}

/** One button per action the server offers the caller now; nothing when it offers none. */
export function JobActions({
  job,
  changes,
  size = 'md',
}: {
  job: Job;
  changes: ReturnType<typeof useJobChanges>;
  size?: 'sm' | 'md';
}) {
  const t = useJobsT();
  const [dialog, setDialog] = useState<DialogAction | null>(null);
  const row = useFocusAfterChange(job, changes);
  const offered = BUTTON_ACTIONS.filter((action) => job.actions.filter(isButtonAction).includes(action));
  if (offered.length === 0) return null;
  const Dialog = dialog ? WITH_DIALOG[dialog] : null;
  return (
    <Row ref={row}>
      {offered.map((action) => (
        <Button
          key={action}
          size={size}
          variant={VARIANTS[action]}
          data-next-step={VARIANTS[action] === 'primary' || undefined}
          loading={changes.pending === action}
          disabled={changes.pending !== null}
          onClick={() => (hasDialog(action) ? setDialog(action) : void changes.run({ action }))}
        >
          {t(`job.actions.${action}`)}
        </Button>
      ))}
      {Dialog && <Dialog job={job} changes={changes} onClose={() => setDialog(null)} />}
    </Row>
  );
}
