import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { isAdmin, isContrib, openModal, useSession, type ProjectTabKey } from 'shared-api';
import { Button, PagedList, PlainList, TabPanel } from 'shared-ui';
import { useProjectsT } from '../i18n';
import { useProjects, type ProjectsQuery } from './api/get-projects';
import { ProjectFilters } from './ProjectFilters';
import { ProjectItem } from './ProjectItem';
import { PROJECT_TABS_ID, ProjectStatusTabs } from './ProjectStatusTabs';
import { projectsQueryFrom, withParams } from './project-list-params';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
`;
const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;
const Body = styled.div<{ $withFilters: boolean }>`
  display: grid;
  grid-template-columns: ${({ $withFilters }) => ($withFilters ? 'minmax(0, 1fr) 240px' : 'minmax(0, 1fr)')};
  gap: ${({ theme }) => theme.space.xl};
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr;
  }
`;

/** /app/projects: status tabs with counts, filters and the projects of the chosen tab. */
export function ProjectListScreen() {
  const user = useSession((state) => state.user);
  const [params] = useSearchParams();
  // Admins start on their own list (spec doc 2 "Project list").
  if (!params.get('status') && isAdmin(user)) return <Navigate replace to={withParams(params, { status: 'my-projects' })} />;
  return <ProjectList query={projectsQueryFrom(params, 'all')} params={params} withFilters={isContrib(user)} />;
}

function ProjectList({ query, params, withFilters }: { query: ProjectsQuery; params: URLSearchParams; withFilters: boolean }) {
  const t = useProjectsT();
  const navigate = useNavigate();
  const projects = useProjects(query);
  const change = (changes: Record<string, string>) => navigate(withParams(params, changes));

  return (
    <Page>
      <Header>
        <h1>{t('list.heading')}</h1>
        <Button variant="primary" onClick={() => openModal('project-form')}>
          {t('list.newProject')}
        </Button>
      </Header>
      <ProjectStatusTabs selected={query.status} onSelect={(status: ProjectTabKey) => change({ status })} />
      <Body $withFilters={withFilters}>
        <TabPanel tabsId={PROJECT_TABS_ID} selected={query.status}>
          <PagedList load={projects} empty={t('list.empty')} loadMoreLabel={t('list.loadMore')}>
            <PlainList>
              {projects.items.map((project) => (
                <ProjectItem key={project._id} project={project} />
              ))}
            </PlainList>
          </PagedList>
        </TabPanel>
        {withFilters && <ProjectFilters query={query} onChange={change} />}
      </Body>
    </Page>
  );
}
