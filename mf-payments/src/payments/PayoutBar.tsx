/**
 * The payout bar on /payments/outstanding (issue 22), for admins and the payment role: how many payees are chosen and
 * what they are owed, Export CSV (the chosen entries for the bank, a plain download link) and, for the payment role,
 * Record as paid. Until a payee is chosen it says how to choose; there is nothing to press yet.
 */
import styled from 'styled-components';
import type { OutstandingEntry } from 'shared-api';
import { Button, formatMoney } from 'shared-ui';
import { usePaymentsT } from '../i18n';
import { payoutExportUrl } from './api/export-payouts';
import { entriesTotal } from './PayoutBatchModal';

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    flex: 1 1 12rem;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

export type PayoutBarProps = {
  chosen: readonly OutstandingEntry[];
  /** Given to holders of the payment role: opens the dialog that records the chosen entries as paid. */
  onRecord?(): void;
  onClear(): void;
};

export function PayoutBar({ chosen, onRecord, onClear }: PayoutBarProps) {
  const t = usePaymentsT();
  return (
    <Bar aria-labelledby="payout-heading">
      <h2 id="payout-heading">{t('payout.heading')}</h2>
      {chosen.length === 0 ? (
        <p>{t('payout.hint')}</p>
      ) : (
        <>
          <p aria-live="polite">{t('payout.chosen', { count: chosen.length, amount: formatMoney(entriesTotal(chosen)) })}</p>
          <Actions>
            <a href={payoutExportUrl(chosen.map((entry) => entry.user._id))} download>
              {t('payout.export')}
            </a>
            {onRecord && (
              <Button variant="primary" size="sm" onClick={onRecord}>
                {t('payout.record')}
              </Button>
            )}
            <Button size="sm" onClick={onClear}>
              {t('payout.clear')}
            </Button>
          </Actions>
        </>
      )}
    </Bar>
  );
}
