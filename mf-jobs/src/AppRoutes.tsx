import { Route, Routes } from 'react-router-dom';
import { isAdmin, useSession } from 'shared-api';
import { EmptyState } from 'shared-ui';
import { useJobsT } from './i18n';
import { JobDetailScreen } from './job/JobDetailScreen';
import { JobListScreen } from './jobs/JobListScreen';
import { PricingScreen } from './pricing/PricingScreen';

/** Every route of the jobs area, as full paths (the shell mounts this remote on /app/jobs). */
export function AppRoutes() {
  const t = useJobsT();
  const user = useSession((state) => state.user);
  const nothing = <EmptyState message={t('nothingHere')} />;
  return (
    <Routes>
      <Route path="/app/jobs" element={<JobListScreen />} />
      {/* Admins only: the shell's guard sends others away, and the server refuses them the table. */}
      <Route path="/app/jobs/pricing" element={isAdmin(user) ? <PricingScreen /> : nothing} />
      <Route path="/app/jobs/:jobId" element={<JobDetailScreen />} />
      <Route path="*" element={nothing} />
    </Routes>
  );
}
