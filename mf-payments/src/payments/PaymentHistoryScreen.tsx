import styled from 'styled-components';
import { Button, EmptyState, ErrorPanel, Loading } from 'shared-ui';
import { usePaymentsT } from '../i18n';
import { usePayments } from './api/get-payments';
import { PaymentRow } from './PaymentRow';

const Page = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
`;

/** /app/payments: every payment the caller may see, newest first, with expandable details. */
export function PaymentHistoryScreen() {
  const t = usePaymentsT();
  const payments = usePayments();
  return (
    <Page aria-labelledby="payment-history-heading">
      <h1 id="payment-history-heading">{t('history.heading')}</h1>
      {payments.isLoading ? (
        <Loading />
      ) : payments.items.length > 0 ? (
        <List>
          {payments.items.map((payment) => (
            <PaymentRow key={payment._id} payment={payment} />
          ))}
        </List>
      ) : (
        !payments.error && <EmptyState message={t('nothingHere')} />
      )}
      {/* A failed first page or Load More: the message and Retry, in place (the request was silent). */}
      {payments.error && <ErrorPanel message={payments.error.message} onRetry={() => void payments.reload()} />}
      {payments.hasMore && !payments.error && (
        <Footer>
          <Button onClick={payments.loadMore} loading={payments.isLoadingMore}>
            {t('history.loadMore')}
          </Button>
        </Footer>
      )}
    </Page>
  );
}
