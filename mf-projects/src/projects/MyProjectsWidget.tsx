import { Link } from 'react-router-dom';
import { DASHBOARD_PROJECTS, isAdmin, useSession, type ProjectTabKey } from 'shared-api';
import { Card, EmptyState, ErrorPanel, Loading, PlainList } from 'shared-ui';
import { useProjectsT } from '../i18n';
import { useFirstProjects } from './api/get-projects';
import { ProjectItem } from './ProjectItem';

/** Dashboard widget: the first three projects (admins: their own list) and a View All link to that tab. */
export function MyProjectsWidget() {
  const t = useProjectsT();
  const user = useSession((state) => state.user);
  const status: ProjectTabKey = isAdmin(user) ? 'my-projects' : 'all';
  const { data, error, isLoading, mutate } = useFirstProjects({ status }, DASHBOARD_PROJECTS);
  return (
    <Card title={t('widget.title')} actions={<Link to={`/app/projects?status=${status}`}>{t('widget.viewAll')}</Link>}>
      {isLoading ? (
        <Loading />
      ) : error ? (
        <ErrorPanel message={error.message} onRetry={() => void mutate()} />
      ) : !data || data.projects.length === 0 ? (
        <EmptyState message={t('list.empty')} />
      ) : (
        <PlainList>
          {data.projects.map((project) => (
            <ProjectItem key={project._id} project={project} headingLevel={3} />
          ))}
        </PlainList>
      )}
    </Card>
  );
}
