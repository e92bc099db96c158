import { useState } from 'react';
import { isContrib, useSession, type ProjectListItem } from 'shared-api';
import { Badge, Button } from 'shared-ui';
import { useProjectsT } from '../i18n';
import { useProjectChange } from '../project-shared';
import { ProjectItem } from './ProjectItem';
import { ProjectItemMenu } from './ProjectItemMenu';
import { ProjectJobsPanel, ProjectJobsToggle } from './ProjectJobs';
import './strings';

/**
 * A project row of the list screen: the row, the "May contain sensitive terms" warning (with the admins' Mark as
 * good), the jobs dropdown (contributors) and the item menu. What the menu and Mark as good offer is the row's
 * `actions`, which the server decides by the rules it judges the requests by.
 */
export function ListProjectItem({ project }: { project: ProjectListItem }) {
  const t = useProjectsT();
  const user = useSession((state) => state.user);
  const change = useProjectChange(project._id);
  const [jobsOpen, setJobsOpen] = useState(false);
  const [jobsRequested, setJobsRequested] = useState(false);
  const withJobs = isContrib(user);

  const toggleJobs = () => {
    setJobsRequested(true);
    setJobsOpen((open) => !open);
  };

  const meta = (
    <>
      {project.demonProof === false && (
        <>
          <Badge tone="warning">{t('item.sensitive')}</Badge>
          {project.actions.includes('markGood') && (
            <Button
              size="sm"
              variant="secondary"
              loading={change.pending === 'change-meta'}
              onClick={() => void change.run('change-meta', { name: 'demonProof', value: true })}
            >
              {t('item.markGood')}
            </Button>
          )}
        </>
      )}
      {withJobs && <ProjectJobsToggle projectId={project._id} open={jobsOpen} onToggle={toggleJobs} />}
    </>
  );

  return (
    <ProjectItem project={project} meta={meta} menu={<ProjectItemMenu project={project} change={change} />}>
      {withJobs && jobsRequested && (
        <ProjectJobsPanel projectId={project._id} title={project.title} open={jobsOpen} requested={jobsRequested} />
      )}
    </ProjectItem>
  );
}
