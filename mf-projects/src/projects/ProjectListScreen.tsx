import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { isAdmin, isContrib, openModal, useSession, type ProjectTabKey } from 'shared-api';
import { Button, PagedList, PlainList, ScreenHeading, TabPanel, withParams } from 'shared-ui';
import { useProjectsT } from '../i18n';
import { useProjects, PROJECT_PAGE_SIZE, type ProjectsQuery } from './api/get-projects';
import { ListProjectItem } from './ListProjectItem';
import { ProjectFilters, type FilterChanges } from './ProjectFilters';
import { ProjectListSkeleton } from './ProjectListSkeleton';
import { PROJECT_TABS_ID, ProjectStatusTabs } from './ProjectStatusTabs';
import { listLimitFrom, projectsQueryFrom } from './project-list-params';
import './strings';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;
/** The list and the filter panel: side by side, or (below the medium breakpoint) the panel's button above the list. */
const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 240px;
  grid-template-areas: 'list filters';
  align-items: start;
  gap: ${({ theme }) => theme.space.xl};
  > aside {
    grid-area: filters;
  }
  > [role='tabpanel'] {
    grid-area: list;
    min-width: 0;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas:
      'filters'
      'list';
    gap: ${({ theme }) => theme.space.md};
  }
`;
const ViewAll = styled.p`
  display: flex;
  justify-content: center;
  margin: ${({ theme }) => theme.space.lg} 0 0;
`;

/** /app/projects: status tabs with counts, filters and the projects of the chosen tab. */
export function ProjectListScreen() {
  const user = useSession((state) => state.user);
  const [params] = useSearchParams();
  // Admins start on their own list (spec doc 2 "Project list").
  if (!params.get('status') && isAdmin(user)) return <Navigate replace to={withParams(params, { status: 'my-projects' })} />;
  return (
    <ProjectList
      query={projectsQueryFrom(params, 'all')}
      limit={listLimitFrom(params)}
      params={params}
      withLevels={isContrib(user)}
      withAdminLinks={isAdmin(user)}
    />
  );
}

type ProjectListProps = {
  query: ProjectsQuery;
  /** A limited list (`?limit=`): its first `limit` projects and View All instead of Load More. */
  limit: number | null;
  params: URLSearchParams;
  withLevels: boolean;
  withAdminLinks: boolean;
};

function ProjectList({ query, limit, params, withLevels, withAdminLinks }: ProjectListProps) {
  const t = useProjectsT();
  const navigate = useNavigate();
  const projects = useProjects(query, limit ?? PROJECT_PAGE_SIZE);
  const change = (changes: Record<string, string>) => navigate(withParams(params, changes));
  // The launch status belongs to the ready tab: another tab drops it from the address.
  const selectTab = (status: ProjectTabKey) => change(status === 'ready' ? { status } : { status, launch: '' });

  return (
    <Page>
      <ScreenHeading
        aside={
          <Button variant="primary" onClick={() => openModal('project-form')}>
            {t('list.newProject')}
          </Button>
        }
      >
        {t('list.heading')}
      </ScreenHeading>
      <ProjectStatusTabs selected={query.status} onSelect={selectTab} />
      <Body>
        <ProjectFilters
          query={query}
          onChange={(changes: FilterChanges) => change(changes as Record<string, string>)}
          withLevels={withLevels}
          withAdminLinks={withAdminLinks}
        />
        <TabPanel tabsId={PROJECT_TABS_ID} selected={query.status}>
          {projects.isLoading ? (
            <ProjectListSkeleton />
          ) : (
            <PagedList
              load={limit ? { ...projects, hasMore: false } : projects}
              empty={t('list.empty')}
              loadMoreLabel={t('list.loadMore')}
            >
              <PlainList>
                {projects.items.map((project) => (
                  <ListProjectItem key={project._id} project={project} />
                ))}
              </PlainList>
            </PagedList>
          )}
          {limit && (
            <ViewAll>
              <Link to={withParams(params, { limit: '' })}>{t('list.viewAll')}</Link>
            </ViewAll>
          )}
        </TabPanel>
      </Body>
    </Page>
  );
}
