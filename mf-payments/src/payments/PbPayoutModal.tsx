/**
 * The PB payout form (payment role): pays part or all of a user's PB share still owed on one project, as a payment
 * in the ledger. The amount starts at what is owed; the server refuses more (its message shows here).
 */
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { toast } from 'shared-api';
import { Button, Field, formatMoney, Modal, MoneyInput, TextArea, translateMessage } from 'shared-ui';
import { usePaymentsT } from '../i18n';
import { useRecordPbPayout } from './api/record-pb-payout';

/** Comments the server accepts, in characters. */
const MAX_TEXT = 5000;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export type PbPayoutModalProps = {
  userId: string;
  project: { _id: string; title: string };
  /** The share still owed on the project, dollars. */
  owed: number;
  onClose(): void;
};

export function PbPayoutModal({ userId, project, owed, onClose }: PbPayoutModalProps) {
  const t = usePaymentsT();
  const formId = useId();
  const [amount, setAmount] = useState(owed.toFixed(2));
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const payout = useRecordPbPayout();
  const value = Number(amount);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (payout.isSending) return;
    if (!amount.trim() || !Number.isFinite(value) || value <= 0 || value > owed) {
      setInvalid(true);
      return;
    }
    const result = await payout.run({
      userId,
      projectId: project._id,
      amount: Math.round(value * 100) / 100,
      ...(text.trim() ? { text } : {}),
    });
    if (!result) return;
    toast.success(result.message);
    onClose();
  };

  return (
    <Modal
      open
      onClose={onClose}
      size="sm"
      title={t('pbPayout.title', { project: project.title })}
      footer={
        <>
          <Button onClick={onClose}>{t('form.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" loading={payout.isSending}>
            {t('pbPayout.pay')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Field
          label={t('pbPayout.amount')}
          hint={t('pbPayout.owed', { amount: formatMoney(owed) })}
          error={invalid ? t('pbPayout.invalid', { amount: formatMoney(owed) }) : undefined}
        >
          <MoneyInput
            min={0.01}
            max={owed}
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              setInvalid(false);
            }}
          />
        </Field>
        <Field label={t('form.comments')}>
          <TextArea rows={3} value={text} maxLength={MAX_TEXT} onChange={(event) => setText(event.target.value)} />
        </Field>
        {payout.error && <Problem role="alert">{translateMessage(payout.error.message)}</Problem>}
      </form>
    </Modal>
  );
}
