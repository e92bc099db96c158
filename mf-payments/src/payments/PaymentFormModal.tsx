/**
 * The payment form (spec "Payments": each outstanding entry opens it): the entry's jobs and bonuses as checkboxes, all
 * ticked, the live total, an optional receipt and comments. Pay is disabled while nothing is ticked, while the receipt
 * uploads and while sending. Each distinct request gets one Idempotency-Key for the life of the form, so a double
 * click or a retry after a lost answer sends the same key and cannot pay twice. Success toasts the server's message,
 * closes and reloads the payments; a failure shows the server's message here and the form stays.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { toast, type FileRef, type OutstandingEntry } from 'shared-api';
import { Button, Checkbox, Field, FieldGroup, formatMoney, Modal, TextArea, translateMessage } from 'shared-ui';
import { usePaymentsT } from '../i18n';
import { newIdempotencyKey, useCreatePayment, type CreatePaymentInput } from './api/pay-freelancer';
import { LineName, PbMarker } from './LineName';
import { ReceiptPicker } from './ReceiptPicker';

/** Comments the server accepts, in characters. */
const MAX_TEXT = 5000;

const Items = styled(FieldGroup)`
  margin-bottom: ${({ theme }) => theme.space.md};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
  }
`;
const ItemLabel = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Total = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  strong {
    font-variant-numeric: tabular-nums;
  }
`;
const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: pre-wrap;
`;
const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const itemKey = (item: { _id: string; kind: string }) => `${item._id}:${item.kind}`;

export type PaymentFormModalProps = {
  entry: OutstandingEntry;
  onClose(): void;
};

export function PaymentFormModal({ entry, onClose }: PaymentFormModalProps) {
  const t = usePaymentsT();
  const formId = useId();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set(entry.items.map(itemKey)));
  const [receipt, setReceipt] = useState<FileRef | null>(null);
  const [uploading, setUploading] = useState(false);
  const [text, setText] = useState('');
  const pay = useCreatePayment();
  // One key per distinct request for as long as the form is open: resending the same request reuses its key.
  const keys = useRef(new Map<string, string>());

  const chosen = entry.items.filter((item) => ticked.has(itemKey(item)));
  const total = Math.round(chosen.reduce((sum, item) => sum + item.amount, 0) * 100) / 100;
  const nothingTicked = chosen.length === 0;

  const toggle = (key: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (nothingTicked || uploading || pay.isSending) return;
    const input: CreatePaymentInput = {
      userId: entry.user._id,
      items: chosen.map((item) => ({ jobId: item._id, kind: item.kind })),
      ...(receipt ? { files: [receipt.id] } : {}),
      ...(text.trim() ? { text } : {}),
    };
    const request = JSON.stringify(input);
    const key = keys.current.get(request) ?? newIdempotencyKey();
    keys.current.set(request, key);
    const result = await pay.run(input, key);
    if (!result) return;
    toast.success(result.message);
    onClose();
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('form.title', { name: entry.user.name })}
      footer={
        <>
          <Button onClick={onClose}>{t('form.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" loading={pay.isSending} disabled={nothingTicked || uploading}>
            {t('form.pay', { amount: formatMoney(total) })}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        {entry.user.paymentInfo && (
          <Note>
            {t('outstanding.paymentInfo')}: {entry.user.paymentInfo}
          </Note>
        )}
        <Items>
          <legend>{t('form.items')}</legend>
          <ul>
            {entry.items.map((item) => {
              const key = itemKey(item);
              return (
                <li key={key}>
                  <Checkbox
                    checked={ticked.has(key)}
                    onChange={(event) => toggle(key, event.target.checked)}
                    label={
                      <ItemLabel>
                        <LineName line={item} />
                        <small>· {item.project.title} ·</small>
                        {formatMoney(item.amount)}
                        {item.perfBased && <PbMarker />}
                      </ItemLabel>
                    }
                  />
                </li>
              );
            })}
          </ul>
        </Items>
        <Total aria-live="polite">
          {t('form.total')}: <strong>{formatMoney(total)}</strong>
        </Total>
        {nothingTicked && <Problem role="alert">{t('form.nothingTicked')}</Problem>}
        <ReceiptPicker value={receipt} onChange={setReceipt} onBusyChange={setUploading} />
        <Field label={t('form.comments')}>
          <TextArea rows={3} value={text} maxLength={MAX_TEXT} onChange={(event) => setText(event.target.value)} />
        </Field>
        {pay.error && <Problem role="alert">{translateMessage(pay.error.message)}</Problem>}
      </form>
    </Modal>
  );
}
