import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { JOB_STATUSES, PRICE_INPUT_MAX, type Job, type JobAction, type JobStatus } from 'shared-api';
import { Button, Field, Menu, Modal, MoneyInput, Select, type MenuItem } from 'shared-ui';
import { useJobsT, useLabelsT } from '../i18n';
import { DueDateField, dueFromInput, dueInputValue } from './DueDateField';
import './strings';
import type { useJobChanges } from './api/use-job-changes';

/** The job menu's entries, in order: moderation first, money after, removal last. */
const MENU_ACTIONS = [
  'status',
  'due',
  'paid',
  'unpaid',
  'bonus',
  'bonus-paid',
  'bonus-unpaid',
  'bonus-remove',
  'delete',
] as const;
type MenuAction = (typeof MENU_ACTIONS)[number];

type Dialog = 'delete' | 'bonus' | 'status' | 'due' | null;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
const Problem = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
`;

export type JobMenuProps = {
  job: Job;
  changes: ReturnType<typeof useJobChanges>;
  /** The role's default bonus from the pricing table, offered when adding one. */
  defaultBonus?: number;
  /** After the job was removed (e.g. go back to the list). */
  onRemoved(): void;
};

/**
 * The job menu (⋮): Delete with its confirmation for the project's PMs; Update Status; paid, unpaid and the bonus
 * actions for admins. Only the entries the server offers on this job now.
 */
export function JobMenu({ job, changes, defaultBonus, onRemoved }: JobMenuProps) {
  const t = useJobsT();
  const [dialog, setDialog] = useState<Dialog>(null);
  // Changing the due date is the moderators' (whoever may set the status) until the job is completed, as the server says.
  const offers = (action: MenuAction) =>
    action === 'due' ? job.actions.includes('status') && job.status !== 'completed' : job.actions.includes(action as JobAction);
  const offered = MENU_ACTIONS.filter(offers);
  if (offered.length === 0) return null;

  const labelOf = (action: MenuAction) =>
    action === 'due'
      ? t('jobs.changeDue')
      : action === 'bonus' && (job.bonus ?? 0) > 0
        ? t('job.menu.changeBonus')
        : t(`job.menu.${action}`);
  const items: MenuItem[] = offered.map((action) => ({
    id: action,
    label: labelOf(action),
    danger: action === 'delete',
    disabled: changes.pending !== null,
    onSelect: () => {
      if (action === 'delete' || action === 'bonus' || action === 'status' || action === 'due') setDialog(action);
      else void changes.run({ action });
    },
  }));

  const close = () => setDialog(null);
  return (
    <>
      <Menu label={t('job.menu.label')} items={items} />
      {dialog === 'delete' && (
        <Modal
          open
          onClose={close}
          title={t('job.remove.title')}
          size="sm"
          footer={
            <Footer>
              <Button onClick={close}>{t('job.cancel')}</Button>
              <Button
                variant="danger"
                loading={changes.pending === 'delete'}
                onClick={async () => {
                  if (await changes.remove()) {
                    close();
                    onRemoved();
                  }
                }}
              >
                {t('job.remove.confirm')}
              </Button>
            </Footer>
          }
        >
          <p>{t('job.remove.question')}</p>
          {changes.error && <Problem role="alert">{changes.error}</Problem>}
        </Modal>
      )}
      {dialog === 'bonus' && <BonusDialog job={job} changes={changes} initial={job.bonus || defaultBonus} onClose={close} />}
      {dialog === 'status' && <StatusDialog job={job} changes={changes} onClose={close} />}
      {dialog === 'due' && <DueDialog job={job} changes={changes} onClose={close} />}
    </>
  );
}

function BonusDialog({
  changes,
  initial,
  onClose,
}: {
  job: Job;
  changes: JobMenuProps['changes'];
  initial?: number;
  onClose(): void;
}) {
  const t = useJobsT();
  const [amount, setAmount] = useState(initial ? String(initial) : '');
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // The role's default bonus may arrive after the dialog opened: offer it while nothing was typed.
  useEffect(() => {
    if (initial) setAmount((current) => current || String(initial));
  }, [initial]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const bonus = Number(amount);
    if (amount.trim() === '' || !Number.isFinite(bonus) || bonus <= 0 || bonus > PRICE_INPUT_MAX) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    if (await changes.run({ action: 'bonus', bonus })) onClose();
  };
  return (
    <Modal open onClose={onClose} title={t('job.bonusDialog.title')} size="sm" initialFocusRef={input}>
      <form onSubmit={submit} noValidate>
        <Field
          label={t('job.bonusDialog.amount')}
          error={invalid ? t('job.bonusDialog.invalid', { max: PRICE_INPUT_MAX }) : undefined}
        >
          <MoneyInput
            ref={input}
            max={PRICE_INPUT_MAX}
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              setInvalid(false);
            }}
          />
        </Field>
        {changes.error && <Problem role="alert">{changes.error}</Problem>}
        <Footer>
          <Button onClick={onClose}>{t('job.cancel')}</Button>
          <Button type="submit" variant="primary" loading={changes.pending === 'bonus'}>
            {t('job.save')}
          </Button>
        </Footer>
      </form>
    </Modal>
  );
}

function StatusDialog({ job, changes, onClose }: { job: Job; changes: JobMenuProps['changes']; onClose(): void }) {
  const t = useJobsT();
  const labels = useLabelsT();
  const [status, setStatus] = useState<JobStatus>(job.status);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await changes.run({ action: 'status', status })) onClose();
  };
  return (
    <Modal open onClose={onClose} title={t('job.statusDialog.title')} size="sm">
      <form onSubmit={submit}>
        <Field label={t('job.statusDialog.status')}>
          <Select value={status} onChange={(event) => setStatus(event.target.value as JobStatus)}>
            {JOB_STATUSES.map((value) => (
              <option key={value} value={value}>
                {labels(`jobStatus.${value}`)}
              </option>
            ))}
          </Select>
        </Field>
        {changes.error && <Problem role="alert">{changes.error}</Problem>}
        <Footer>
          <Button onClick={onClose}>{t('job.cancel')}</Button>
          <Button type="submit" variant="primary" loading={changes.pending === 'status'}>
            {t('job.save')}
          </Button>
        </Footer>
      </form>
    </Modal>
  );
}

function DueDialog({ job, changes, onClose }: { job: Job; changes: JobMenuProps['changes']; onClose(): void }) {
  const t = useJobsT();
  const [value, setValue] = useState(dueInputValue(job.dueAt));
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const dueAt = dueFromInput(value);
    if (dueAt && new Date(dueAt).getTime() <= Date.now()) {
      setProblem(t('jobs.duePast'));
      input.current?.focus();
      return;
    }
    if (await changes.run({ action: 'due', dueAt })) onClose();
  };
  return (
    <Modal open onClose={onClose} title={t('jobs.changeDue')} size="sm" initialFocusRef={input}>
      <form onSubmit={submit} noValidate>
        <DueDateField
          value={value}
          inputRef={input}
          error={problem}
          onChange={(next) => {
            setValue(next);
            setProblem(null);
          }}
        />
        {changes.error && <Problem role="alert">{changes.error}</Problem>}
        <Footer>
          <Button onClick={onClose}>{t('job.cancel')}</Button>
          <Button type="submit" variant="primary" loading={changes.pending === 'due'}>
            {t('job.save')}
          </Button>
        </Footer>
      </form>
    </Modal>
  );
}
