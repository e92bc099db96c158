import { Route, Routes } from 'react-router-dom';
import { EmptyState } from 'shared-ui';
import { useProjectsT } from './i18n';
import { ProjectJobsRoute } from './jobs/ProjectJobsRoute';
import { OverviewRoute } from './overview/OverviewRoute';
import { ProjectListScreen } from './projects/ProjectListScreen';

/**
 * Every route of the projects area, as full paths (the shell mounts this remote on /app/projects, /app/tools and
 * /app/bravo). The project page, overview board, tools and Bravo board arrive with later issues.
 */
export function AppRoutes() {
  const t = useProjectsT();
  return (
    <Routes>
      <Route path="/app/projects" element={<ProjectListScreen />} />
      <Route path="/app/projects/overview" element={<OverviewRoute />} />
      {/* mf-jobs' jobs section, until the project page (a later issue) embeds it in its Jobs section. */}
      <Route path="/app/projects/:projectId/jobs/*" element={<ProjectJobsRoute />} />
      <Route path="*" element={<EmptyState message={t('nothingHere')} />} />
    </Routes>
  );
}
