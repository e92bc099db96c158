import { useSearchParams } from 'react-router-dom';
import { isAdmin, useSession } from 'shared-api';
import { PagedList, PlainList, ScreenHeading, SideColumnLayout } from 'shared-ui';
import { usePaymentsT } from '../i18n';
import { usePayments } from './api/get-payments';
import { PaymentRow } from './PaymentRow';
import { PaymentsNav } from './PaymentsNav';
import { StaffFilter } from './StaffFilter';

/** /app/payments: every payment the caller may see, newest first, with expandable details (`?user=` for admins). */
export function PaymentHistoryScreen() {
  const t = usePaymentsT();
  const user = useSession((state) => state.user);
  const [params] = useSearchParams();
  const payments = usePayments(params.get('user'));
  return (
    <SideColumnLayout>
      <PaymentsNav />
      <section aria-labelledby="payment-history-heading">
        <ScreenHeading id="payment-history-heading">{t('history.heading')}</ScreenHeading>
        {isAdmin(user) && <StaffFilter />}
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
