import { Route, Routes } from 'react-router-dom';
import { EmptyState } from 'shared-ui';
import { useJobsT } from './i18n';
import { JobListScreen } from './jobs/JobListScreen';

/** Every route of the jobs area, as full paths (the shell mounts this remote on /app/jobs). */
export function AppRoutes() {
  const t = useJobsT();
  return (
    <Routes>
      <Route path="/app/jobs" element={<JobListScreen />} />
      <Route path="*" element={<EmptyState message={t('nothingHere')} />} />
    </Routes>
  );
}
