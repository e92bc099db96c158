import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { OutstandingEntry } from 'shared-api';
import { Avatar, Button, Checkbox, formatMoney } from 'shared-ui';
import { usePaymentsT } from '../i18n';
import { PB_BREAKDOWN_URL } from './links';
import { PaymentLinesTable } from './PaymentLinesTable';

const Item = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.lg};
`;
const Summary = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;
const Who = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;
const Total = styled.strong`
  font-variant-numeric: tabular-nums;
`;
const Muted = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;
`;

const Choose = styled(Checkbox)`
  margin-top: ${({ theme }) => theme.space.sm};
`;

export type OutstandingEntryItemProps = {
  entry: OutstandingEntry;
  /** Shown as Make Payment when given (holders of the payment role, not on their own entry). */
  onPay?(): void;
  /** Whether the entry is chosen for the payout; shown as a checkbox when `onChoose` is given (payers and admins). */
  chosen?: boolean;
  onChoose?(chosen: boolean): void;
};

/** One payee: name and picture, the total owed, their payment info (payers and admins), each job and bonus owed. */
export function OutstandingEntryItem({ entry, onPay, chosen = false, onChoose }: OutstandingEntryItemProps) {
  const t = usePaymentsT();
  const headingId = useId();
  const { user } = entry;
  return (
    <Item aria-labelledby={headingId}>
      <Summary>
        <Who>
          <Avatar name={user.name} picture={user.picture} />
          <h2 id={headingId}>{user.name}</h2>
        </Who>
        <span>
          {t('outstanding.entryTotal')}: <Total>{formatMoney(entry.total)}</Total>
        </span>
        {onPay ? (
          <Button variant="primary" size="sm" onClick={onPay} aria-label={t('outstanding.makePaymentFor', { name: user.name })}>
            {t('outstanding.makePayment')}
          </Button>
        ) : (
          <span />
        )}
      </Summary>
      {onChoose && (
        <Choose
          checked={chosen}
          onChange={(event) => onChoose(event.target.checked)}
          label={t('outstanding.choose')}
          aria-label={t('outstanding.chooseFor', { name: user.name })}
        />
      )}
      {user.paymentInfo && (
        <Muted>
          {t('outstanding.paymentInfo')}: {user.paymentInfo}
        </Muted>
      )}
      {entry.pbCount > 0 && (
        <Muted>
          {t('outstanding.pbCount', { count: entry.pbCount })}
          {/* The payer records this payee's PB payouts from their breakdown. */}
          {onPay && (
            <>
              {' · '}
              <Link to={`${PB_BREAKDOWN_URL}?user=${encodeURIComponent(user._id)}`}>
                {t('outstanding.pbBreakdownOf', { name: user.name })}
              </Link>
            </>
          )}
        </Muted>
      )}
      <PaymentLinesTable lines={entry.items} caption={t('outstanding.jobsOwed', { name: user.name })} />
    </Item>
  );
}
