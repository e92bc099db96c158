import { Route, Routes } from 'react-router-dom';
import { EmptyState } from 'shared-ui';
import { usePaymentsT } from './i18n';
import { OutstandingScreen } from './payments/OutstandingScreen';
import { PaymentHistoryScreen } from './payments/PaymentHistoryScreen';
import { PbBreakdownScreen } from './payments/PbBreakdownScreen';
import { StatementScreen } from './payments/StatementScreen';
import { OUTSTANDING_PAYMENTS_URL, PAYMENT_HISTORY_URL, PB_BREAKDOWN_URL, STATEMENT_URL } from './payments/links';

/** Every route of the payments area, as full paths. */
export function AppRoutes() {
  const t = usePaymentsT();
  return (
    <Routes>
      <Route path={PAYMENT_HISTORY_URL} element={<PaymentHistoryScreen />} />
      <Route path={OUTSTANDING_PAYMENTS_URL} element={<OutstandingScreen />} />
      <Route path={PB_BREAKDOWN_URL} element={<PbBreakdownScreen />} />
      <Route path={STATEMENT_URL} element={<StatementScreen />} />
      <Route path="*" element={<EmptyState message={t('nothingHere')} />} />
    </Routes>
  );
}
