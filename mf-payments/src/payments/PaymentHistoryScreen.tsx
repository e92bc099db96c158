import styled from 'styled-components';
import { PagedList, PlainList } from 'shared-ui';
import { usePaymentsT } from '../i18n';
import { usePayments } from './api/get-payments';
import { PaymentRow } from './PaymentRow';

const Page = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

/** /app/payments: every payment the caller may see, newest first, with expandable details. */
export function PaymentHistoryScreen() {
  const t = usePaymentsT();
  const payments = usePayments();
  return (
    <Page aria-labelledby="payment-history-heading">
      <h1 id="payment-history-heading">{t('history.heading')}</h1>
      <PagedList load={payments} empty={t('nothingHere')} loadMoreLabel={t('history.loadMore')}>
        <PlainList>
          {payments.items.map((payment) => (
            <PaymentRow key={payment._id} payment={payment} />
          ))}
        </PlainList>
      </PagedList>
    </Page>
  );
}
