import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { EmptyState, Loading } from 'shared-ui';
import { useAdminT } from './i18n';
import { UserListScreen } from './users/UserListScreen';
import { WebhooksScreen } from './webhooks';

// Secondary route: its code loads only when someone opens their account.
const AccountScreen = lazy(() => import('./account/AccountScreen'));
// Turnaround (admins; issue 24): its screen and its chart library load only when it is opened.
const TurnaroundScreen = lazy(() => import('./turnaround/TurnaroundScreen'));

/** Every route of the admin area, as full paths (the shell mounts this remote on /app/users and /app/account). */
export function AppRoutes() {
  const t = useAdminT();
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/app/users" element={<UserListScreen />} />
        <Route path="/app/users/turnaround" element={<TurnaroundScreen />} />
        <Route path="/app/users/webhooks" element={<WebhooksScreen />} />
        <Route path="/app/account" element={<AccountScreen />} />
        <Route path="*" element={<EmptyState message={t('nothingHere')} />} />
      </Routes>
    </Suspense>
  );
}
