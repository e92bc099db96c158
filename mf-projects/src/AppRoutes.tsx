import { Route, Routes } from 'react-router-dom';
import { EmptyState } from 'shared-ui';
import { useProjectsT } from './i18n';
import { ProjectPage, ProjectRedirect } from './project/ProjectPage';
import { OverviewRoute } from './overview/OverviewRoute';
import { ProjectListScreen } from './projects/ProjectListScreen';
import { BravoBoard } from './bravo/BravoBoard';

/**
 * Every route of the projects area, as full paths (the shell mounts this remote on /app/projects, /app/tools and
 * /app/bravo). The tools arrive with a later issue.
 */
export function AppRoutes() {
  const t = useProjectsT();
  return (
    <Routes>
      <Route path="/app/projects" element={<ProjectListScreen />} />
      <Route path="/app/projects/:projectId" element={<ProjectRedirect />} />
      {/* The project page; its Jobs section hosts mf-jobs' section parcel (one job at …/jobs/{jobId}). */}
      <Route path="/app/projects/:projectId/:section/*" element={<ProjectPage />} />
      <Route path="/app/projects/overview" element={<OverviewRoute />} />
      <Route path="/app/bravo" element={<BravoBoard />} />
      <Route path="*" element={<EmptyState message={t('nothingHere')} />} />
    </Routes>
  );
}
