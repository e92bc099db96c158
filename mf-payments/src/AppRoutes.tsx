import { Route, Routes } from 'react-router-dom';
import { EmptyState } from 'shared-ui';
import { usePaymentsT } from './i18n';
import { OutstandingScreen } from './payments/OutstandingScreen';
import { PaymentHistoryScreen } from './payments/PaymentHistoryScreen';
import { OUTSTANDING_PAYMENTS_URL, PAYMENT_HISTORY_URL } from './payments/links';

/** Every route of the payments area, as full paths. The PB breakdown (/app/payments/pb) arrives with a later issue. */
export function AppRoutes() {
  const t = usePaymentsT();
  return (
    <Routes>
      <Route path={PAYMENT_HISTORY_URL} element={<PaymentHistoryScreen />} />
      <Route path={OUTSTANDING_PAYMENTS_URL} element={<OutstandingScreen />} />
      <Route path="*" element={<EmptyState message={t('nothingHere')} />} />
    </Routes>
  );
}
