import { Route, Routes } from 'react-router-dom';
import { EmptyState } from 'shared-ui';
import { usePaymentsT } from './i18n';
import { PaymentHistoryScreen } from './payments/PaymentHistoryScreen';

/** Every route of the payments area, as full paths. Outstanding and PB breakdown arrive with later issues. */
export function AppRoutes() {
  const t = usePaymentsT();
  return (
    <Routes>
      <Route path="/app/payments" element={<PaymentHistoryScreen />} />
      <Route path="*" element={<EmptyState message={t('nothingHere')} />} />
    </Routes>
  );
}
