import { Link } from 'react-router-dom';
import { myProjectsWidgetQuery, useSession } from 'shared-api';
import { Card, EmptyState, ErrorPanel, Loading, PlainList } from 'shared-ui';
import { useProjectsT } from '../i18n';
import { useFirstProjects } from './api/get-projects';
import { ProjectItem } from './ProjectItem';

/** Dashboard widget: the first three projects (admins: their own list) and a View All link to that tab. */
export function MyProjectsWidget() {
  const t = useProjectsT();
  const user = useSession((state) => state.user);
  // The query the shell preloads with the page (shared-api dashboard-reads): one request, started before this chunk.
  const { status, limit } = myProjectsWidgetQuery(user);
  const { data, error, isLoading, mutate } = useFirstProjects({ status }, limit);
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
