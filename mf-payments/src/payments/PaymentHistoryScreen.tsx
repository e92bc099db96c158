import { PagedList, PlainList, ScreenHeading, SideColumnLayout } from 'shared-ui';
import { usePaymentsT } from '../i18n';
import { usePayments } from './api/get-payments';
import { PaymentRow } from './PaymentRow';
import { PaymentsNav } from './PaymentsNav';

/** /app/payments: every payment the caller may see, newest first, with expandable details. */
export function PaymentHistoryScreen() {
  const t = usePaymentsT();
  const payments = usePayments();
  return (
    <SideColumnLayout>
      <PaymentsNav />
      <section aria-labelledby="payment-history-heading">
        <ScreenHeading id="payment-history-heading">{t('history.heading')}</ScreenHeading>
        <PagedList load={payments} empty={t('nothingHere')} loadMoreLabel={t('history.loadMore')}>
          <PlainList>
            {payments.items.map((payment) => (
              <PaymentRow key={payment._id} payment={payment} />
            ))}
          </PlainList>
        </PagedList>
      </section>
    </SideColumnLayout>
  );
}
