import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useSearchParams } from 'react-router-dom';
import { hasRole, isAdmin, useSession, type OutstandingEntry } from 'shared-api';
import { formatMoney, PagedList, PlainList, ScreenHeading, SideColumnLayout } from 'shared-ui';
import { usePaymentsT } from '../i18n';
import { useOutstanding } from './api/get-outstanding';
import { OutstandingEntryItem } from './OutstandingEntryItem';
import { PaymentFormModal } from './PaymentFormModal';
import { PaymentsNav } from './PaymentsNav';
import { PayoutBar } from './PayoutBar';
import { PayoutBatchModal } from './PayoutBatchModal';
import { StaffFilter } from './StaffFilter';

const GrandTotal = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * /app/payments/outstanding: what is owed, per payee by name, 20 payees at a time with Load More (the server sends only
 * what the caller may see: every payee to admins and the payment role, else one's own entry), with the grand total of
 * every page. Holders of the payment role get Make Payment on each entry but their own (nobody records a payment to
 * themselves). Admins and the payment role choose entries for a payout: exported as a CSV for the bank, and recorded
 * as paid in one batch (the payment role).
 */
export function OutstandingScreen() {
  const t = usePaymentsT();
  const user = useSession((state) => state.user);
  const [params] = useSearchParams();
  const outstanding = useOutstanding(params.get('user'));
  const total = outstanding.pages?.[0]?.total;
  const [paying, setPaying] = useState<OutstandingEntry | null>(null);
  const mayPay = hasRole(user, 'payment');
  // The payout: entries chosen by payee (admins and the payment role; never one's own, nobody pays themselves).
  const mayChoose = mayPay || isAdmin(user);
  const [chosenIds, setChosenIds] = useState<ReadonlySet<string>>(new Set());
  const [recording, setRecording] = useState(false);
  const chosen = useMemo(
    () => outstanding.items.filter((entry) => chosenIds.has(entry.user._id)),
    [outstanding.items, chosenIds],
  );
  const choose = (id: string, on: boolean) =>
    setChosenIds((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <SideColumnLayout>
      <PaymentsNav />
      <section aria-labelledby="outstanding-heading">
        <ScreenHeading
          id="outstanding-heading"
          aside={
            total !== undefined &&
            outstanding.items.length > 0 && (
              <GrandTotal>
                {t('outstanding.grandTotal')}: <strong>{formatMoney(total)}</strong>
              </GrandTotal>
            )
          }
        >
          {t('outstanding.heading')}
        </ScreenHeading>
        {isAdmin(user) && <StaffFilter />}
        {mayChoose && outstanding.items.length > 0 && (
          <PayoutBar
            chosen={chosen}
            onRecord={mayPay ? () => setRecording(true) : undefined}
            onClear={() => setChosenIds(new Set())}
          />
        )}
        <PagedList load={outstanding} empty={t('outstanding.empty')} loadMoreLabel={t('outstanding.loadMore')}>
          <PlainList>
            {outstanding.items.map((entry) => (
              <OutstandingEntryItem
                key={entry.user._id}
                entry={entry}
                onPay={mayPay && entry.user._id !== user?._id ? () => setPaying(entry) : undefined}
                chosen={chosenIds.has(entry.user._id)}
                onChoose={mayChoose && entry.user._id !== user?._id ? (on) => choose(entry.user._id, on) : undefined}
              />
            ))}
          </PlainList>
        </PagedList>
      </section>
      {paying && <PaymentFormModal entry={paying} onClose={() => setPaying(null)} />}
      {recording && chosen.length > 0 && (
        <PayoutBatchModal
          entries={chosen}
          onClose={() => setRecording(false)}
          onRecorded={() => {
            setRecording(false);
            setChosenIds(new Set());
          }}
        />
      )}
    </SideColumnLayout>
  );
}
