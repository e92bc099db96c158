/**
 * The project page (spec doc 2 "Project page"): `/app/projects/{id}` redirects to its scenes (Home) section;
 * `/app/projects/{id}/{section}[/…]` shows the header, the left nav of the sections this caller may open, and the
 * section. An alias (`media`) is replaced by its section's address (`socialmedia`); a section that does not exist
 * (yet) or that this caller may not open redirects to scenes. The page
 * scrolls to the top when the section changes. Anonymous readers of a published project read it without nav or side
 * boxes.
 */
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSession, type Project } from 'shared-api';
import { EmptyState, ErrorPanel, Loading, translateMessage } from 'shared-ui';
import { useProjectsT } from '../i18n';
import './strings';
import { isProjectId, isPublicView, sectionUrl, useProject } from '../project-shared';
import { ProjectHeader } from './header/ProjectHeader';
import { HomeSection } from './home/HomeSection';
import { JobsSection } from './jobs/JobsSection';
import { SpecsSection } from '../project-boxes';
import { ProjectNav } from './ProjectNav';
import { HOME_SECTION, isSectionKey, sectionOfAlias, sectionsFor, type SectionKey } from './sections';

// The storyboard board view, the Script section and the Media section (covers, titles, the video box and their
// strings) load when opened, each in its own chunk, so Home does not download them.
const BoardSection = lazy(() => import(/* webpackChunkName: "board" */ '../board'));
const ScriptSection = lazy(() =>
  import(/* webpackChunkName: "script" */ '../script').then((script) => ({ default: script.ScriptSection })),
);
const MediaSection = lazy(() =>
  import(/* webpackChunkName: "media" */ '../media').then((media) => ({ default: media.MediaSection })),
);

// The nav beside the header and the section; on narrow screens the header comes first, then the nav as a row.
const Frame = styled.div<{ $nav: boolean }>`
  display: grid;
  grid-template-columns: ${({ $nav }) => ($nav ? '150px minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  grid-template-areas: ${({ $nav }) => ($nav ? `'nav header' 'nav section'` : `'header' 'section'`)};
  grid-template-rows: auto 1fr;
  column-gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  > nav {
    grid-area: nav;
  }
  > header {
    grid-area: header;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: ${({ $nav }) => ($nav ? `'header' 'nav' 'section'` : `'header' 'section'`)};
    grid-template-rows: auto;
    > nav {
      margin-bottom: ${({ theme }) => theme.space.lg};
    }
  }
`;
const SectionArea = styled.div`
  grid-area: section;
  min-width: 0;
`;

/** `/app/projects/{id}`: to the scenes section, keeping the query (`?doc=`, `?notif=`). */
export function ProjectRedirect() {
  const { projectId } = useParams();
  const { search } = useLocation();
  if (!isProjectId(projectId)) return <NothingHere />;
  return <Navigate to={sectionUrl(projectId, HOME_SECTION) + search} replace />;
}

/** Not a project's address (`/app/projects/overview/x`): the area's "Nothing here". */
function NothingHere() {
  const t = useProjectsT();
  return <EmptyState message={t('nothingHere')} />;
}

export function ProjectPage() {
  const { projectId = '', section } = useParams();
  const { search } = useLocation();
  const known = isProjectId(projectId);
  const { data, error, isLoading, mutate } = useProject(known ? projectId : null);
  const user = useSession((state) => state.user);

  useEffect(() => {
    if (known) window.scrollTo(0, 0);
  }, [known, section]);

  if (!known) return <NothingHere />;
  const aliased = sectionOfAlias(section);
  if (aliased) return <Navigate to={sectionUrl(projectId, aliased) + search} replace />;
  const toHome = <Navigate to={sectionUrl(projectId, HOME_SECTION) + search} replace />;
  if (!isSectionKey(section)) return toHome;
  if (!data) {
    if (isLoading) return <Loading />;
    return <ErrorPanel message={error && translateMessage(error.message)} onRetry={() => void mutate()} />;
  }

  const project = data.project;
  const sections = sectionsFor(project, user);
  if (!sections.some((entry) => entry.key === section)) return toHome;
  const nav = !isPublicView(project);
  return (
    <Frame $nav={nav}>
      {nav && <ProjectNav projectId={project._id} sections={sections} />}
      <ProjectHeader project={project} />
      <SectionArea>
        <Section section={section} project={project} />
      </SectionArea>
    </Frame>
  );
}

function Section({ section, project }: { section: SectionKey; project: Project }) {
  switch (section) {
    case 'jobs':
      return <JobsSection project={project} />;
    case 'specs':
      return <SpecsSection project={project} />;
    case 'script':
      return (
        <Suspense fallback={<Loading />}>
          <ScriptSection project={project} />
        </Suspense>
      );
    case 'socialmedia':
      return (
        <Suspense fallback={<Loading />}>
          <MediaSection project={project} />
        </Suspense>
      );
    case 'sb':
      return (
        <Suspense fallback={<Loading />}>
          <BoardSection project={project} />
        </Suspense>
      );
    default:
      return <HomeSection project={project} />;
  }
}
