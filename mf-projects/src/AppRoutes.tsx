import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { EmptyState, Loading } from 'shared-ui';
import { useProjectsT } from './i18n';
import { CalendarRoute } from './calendar';
import { loadProjectPage } from './project-page';

// The list, the overview board and Bravo are chunks of their own: opening a project (the page, in this chunk) does
// not download them.
const ProjectListScreen = lazy(() =>
  import(/* webpackChunkName: "project-list" */ './projects/ProjectListScreen').then((m) => ({ default: m.ProjectListScreen })),
);
// The project page is most of this remote's code: the list (its first route) does not wait for it, and a link to a
// project fetches it on intent (project-page.ts), so opening a project seldom waits either.
const ProjectPage = lazy(() => loadProjectPage().then((m) => ({ default: m.ProjectPage })));
const ProjectRedirect = lazy(() => loadProjectPage().then((m) => ({ default: m.ProjectRedirect })));
const OverviewRoute = lazy(() =>
  import(/* webpackChunkName: "overview" */ './overview/OverviewRoute').then((m) => ({ default: m.OverviewRoute })),
);
const ToolsScreen = lazy(() =>
  import(/* webpackChunkName: "tools" */ './tools/ToolsScreen').then((m) => ({ default: m.ToolsScreen })),
);
const YoutubeMockView = lazy(() =>
  import(/* webpackChunkName: "tools-youtube" */ './tools/YoutubeMockView').then((m) => ({ default: m.YoutubeMockView })),
);
const BravoBoard = lazy(() =>
  import(/* webpackChunkName: "bravo" */ './bravo/BravoBoard').then((m) => ({ default: m.BravoBoard })),
);

/**
 * Every route of the projects area, as full paths (the shell mounts this remote on /app/projects, /app/tools and
 * /app/bravo). The YouTube mock view shows without the shell's layout (shell routing `BARE_PATHS`).
 */
export function AppRoutes() {
  const t = useProjectsT();
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/app/projects" element={<ProjectListScreen />} />
        <Route path="/app/projects/:projectId" element={<ProjectRedirect />} />
        {/* The project page; its Jobs section hosts mf-jobs' section parcel (one job at …/jobs/{jobId}). */}
        <Route path="/app/projects/:projectId/:section/*" element={<ProjectPage />} />
        <Route path="/app/projects/overview" element={<OverviewRoute />} />
        <Route path="/app/projects/calendar" element={<CalendarRoute />} />
        <Route path="/app/bravo" element={<BravoBoard />} />
        <Route path="/app/tools" element={<ToolsScreen />} />
        <Route path="/app/tools/youtube" element={<YoutubeMockView />} />
        <Route path="*" element={<EmptyState message={t('nothingHere')} />} />
      </Routes>
    </Suspense>
  );
}
