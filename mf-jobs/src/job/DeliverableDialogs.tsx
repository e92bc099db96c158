/**
 * The dialogs behind Submit for Approval and Request Revision (issue 9): the claimant's note and files (each
 * uploaded at once with its progress, through shared-api's `uploadFile`), and the PM's note for the claimant; and
 * the confirmation behind Approve, naming what it does (issue 28: no way back after one click).
 */
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { fileUploader, type FileRef, type Job } from 'shared-api';
import { Button, ConfirmDialog, Field, FilePicker, Modal, TextArea } from 'shared-ui';
import { useJobsT, useLabelsT } from '../i18n';
import './strings';
import type { useJobChanges } from './api/use-job-changes';

/** The server's limit on a note (DELIVERABLE_NOTE_MAX). */
export const NOTE_MAX = 5000;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
const Problem = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
`;
const Label = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-weight: 600;
`;

type DialogProps = { job: Job; changes: ReturnType<typeof useJobChanges>; onClose(): void };

export function SubmitDialog({ changes, onClose }: DialogProps) {
  const t = useJobsT();
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<FileRef[]>([]);
  const [busy, setBusy] = useState(false);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (await changes.run({ action: 'submit', note, files: files.map((file) => file.id) })) onClose();
  };
  return (
    <Modal open onClose={onClose} title={t('job.submitDialog.title')} size="md" initialFocusRef={noteRef}>
      <form onSubmit={submit} noValidate>
        <Field label={t('job.submitDialog.note')} hint={t('job.submitDialog.hint')}>
          <TextArea ref={noteRef} value={note} maxLength={NOTE_MAX} onChange={(event) => setNote(event.target.value)} />
        </Field>
        <Label>{t('job.submitDialog.files')}</Label>
        <FilePicker files={files} onFilesChange={setFiles} onBusyChange={setBusy} uploader={fileUploader} />
        {changes.error && <Problem role="alert">{changes.error}</Problem>}
        {busy && <Problem as="p">{t('job.submitDialog.busy')}</Problem>}
        <Footer>
          <Button onClick={onClose}>{t('job.cancel')}</Button>
          <Button type="submit" variant="primary" disabled={busy} loading={changes.pending === 'submit'}>
            {t('job.submitDialog.send')}
          </Button>
        </Footer>
      </form>
    </Modal>
  );
}

export function RevisionDialog({ changes, onClose }: DialogProps) {
  const t = useJobsT();
  const [note, setNote] = useState('');
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await changes.run({ action: 'reject', note })) onClose();
  };
  return (
    <Modal open onClose={onClose} title={t('job.revisionDialog.title')} size="md" initialFocusRef={noteRef}>
      <form onSubmit={submit} noValidate>
        <Field label={t('job.revisionDialog.note')} hint={t('job.revisionDialog.hint')}>
          <TextArea ref={noteRef} value={note} maxLength={NOTE_MAX} onChange={(event) => setNote(event.target.value)} />
        </Field>
        {changes.error && <Problem role="alert">{changes.error}</Problem>}
        <Footer>
          <Button onClick={onClose}>{t('job.cancel')}</Button>
          <Button type="submit" variant="primary" loading={changes.pending === 'reject'}>
            {t('job.revisionDialog.send')}
          </Button>
        </Footer>
      </form>
    </Modal>
  );
}

export function ApproveDialog({ job, changes, onClose }: DialogProps) {
  const t = useJobsT();
  const labels = useLabelsT();
  const approve = async () => {
    if (await changes.run({ action: 'approve' })) onClose();
  };
  return (
    <ConfirmDialog
      open
      tone="primary"
      question={t('job.approveDialog.title')}
      detail={t('job.approveDialog.detail', {
        status: labels('jobStatus.completed'),
        name: job.claimedBy?.name ?? '',
      })}
      confirmLabel={t('job.actions.approve')}
      cancelLabel={t('job.cancel')}
      busy={changes.pending === 'approve'}
      error={changes.error}
      onConfirm={() => void approve()}
      onCancel={onClose}
    />
  );
}
