/**
 * Recording a payout (issue 22): the payees chosen on /payments/outstanding with what each is owed, the total, an
 * optional receipt per payee (only that payee reads it) and optional comments; confirming records one payment per payee in one request (POST /api/payments/batches). The
 * batch key is made once when the dialog opens, so a double click or a retry after a lost answer cannot pay twice.
 * Each entry carries the total the payer sees; if what is owed changed meanwhile the server refuses (409) and says so
 * here. Success toasts the server's message and clears the choice.
 */
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { toast, type FileRef, type OutstandingEntry } from 'shared-api';
import { Button, Field, formatMoney, Modal, TextArea, translateMessage } from 'shared-ui';
import { usePaymentsT } from '../i18n';
import { newIdempotencyKey } from './api/pay-freelancer';
import { useRecordPayoutBatch } from './api/record-payout-batch';
import { ReceiptPicker } from './ReceiptPicker';

/** Comments the server accepts, in characters. */
const MAX_TEXT = 5000;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: ${({ theme }) => theme.space.md};
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  td:last-child,
  th:last-child {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: pre-wrap;
  }
`;
const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export const entriesTotal = (entries: readonly OutstandingEntry[]) =>
  Math.round(entries.reduce((sum, entry) => sum + entry.total, 0) * 100) / 100;

export type PayoutBatchModalProps = {
  entries: readonly OutstandingEntry[];
  onClose(): void;
  /** After the batch is recorded. */
  onRecorded(): void;
};

export function PayoutBatchModal({ entries, onClose, onRecorded }: PayoutBatchModalProps) {
  const t = usePaymentsT();
  const formId = useId();
  const [text, setText] = useState('');
  const [batchKey] = useState(newIdempotencyKey);
  const record = useRecordPayoutBatch();
  const total = entriesTotal(entries);
  // Each payee's receipt (their transfer slip), by payee id; uploads still running, by payee id.
  const [receipts, setReceipts] = useState<Readonly<Record<string, FileRef | null>>>({});
  const [uploading, setUploading] = useState<ReadonlySet<string>>(new Set());
  const setBusy = (id: string, busy: boolean) =>
    setUploading((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (record.isSending || uploading.size > 0) return;
    const result = await record.run({
      batchKey,
      entries: entries.map((entry) => {
        const receipt = receipts[entry.user._id];
        return {
          userId: entry.user._id,
          items: entry.items.map((item) => ({ jobId: item._id, kind: item.kind })),
          total: entry.total,
          ...(receipt ? { files: [receipt.id] } : {}),
        };
      }),
      ...(text.trim() ? { text } : {}),
    });
    if (!result) return;
    toast.success(result.message);
    onRecorded();
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('payout.title')}
      footer={
        <>
          <Button onClick={onClose}>{t('payout.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" loading={record.isSending} disabled={uploading.size > 0}>
            {t('payout.confirm', { amount: formatMoney(total) })}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Note>{t('payout.intro')}</Note>
        <Table>
          <caption className="visually-hidden">{t('payout.payees')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('payout.payee')}</th>
              <th scope="col">{t('payout.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.user._id}>
                <td>
                  {entry.user.name}
                  {entry.user.paymentInfo && <small>{entry.user.paymentInfo}</small>}
                </td>
                <td>{formatMoney(entry.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('payout.total')}</th>
              <td>
                <strong>{formatMoney(total)}</strong>
              </td>
            </tr>
          </tfoot>
        </Table>
        {entries.map((entry) => (
          <ReceiptPicker
            key={entry.user._id}
            label={t('payout.receiptFor', { name: entry.user.name })}
            value={receipts[entry.user._id] ?? null}
            onChange={(file) => setReceipts((current) => ({ ...current, [entry.user._id]: file }))}
            onBusyChange={(busy) => setBusy(entry.user._id, busy)}
          />
        ))}
        <Field label={t('payout.comments')}>
          <TextArea rows={2} value={text} maxLength={MAX_TEXT} onChange={(event) => setText(event.target.value)} />
        </Field>
        {record.error && <Problem role="alert">{translateMessage(record.error.message)}</Problem>}
      </form>
    </Modal>
  );
}
