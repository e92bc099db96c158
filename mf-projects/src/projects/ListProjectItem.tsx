import { useState } from 'react';
import { isContrib, useOptimisticToggles, useSession, type ProjectListItem } from 'shared-api';
import { Badge, Button } from 'shared-ui';
import { useProjectsT } from '../i18n';
import { useProjectChange, type ProjectChangeBody } from '../project-shared';

type ToggleBody = NonNullable<ProjectChangeBody<'toggle'>>;
import { ProjectItem } from './ProjectItem';
import { ProjectItemMenu, type ProjectRowFlag } from './ProjectItemMenu';
import { ProjectJobsPanel, ProjectJobsToggle } from './ProjectJobs';
import './strings';

/**
 * A project row of the list screen: the row, the "May contain sensitive terms" warning (with the admins' Mark as
 * good), the jobs dropdown (contributors) and the item menu. What the menu and Mark as good offer is the row's
 * `actions`, which the server decides by the rules it judges the requests by. The flags and My List show their new
 * value at once and are sent as that value, one request at a time (issue 28); a refusal puts the row back with the
 * server's message.
 */
export function ListProjectItem({ project: listed }: { project: ProjectListItem }) {
  const t = useProjectsT();
  const user = useSession((state) => state.user);
  const change = useProjectChange(listed._id);
  const flags = useOptimisticToggles((flag, value: boolean) =>
    flag === 'listedByMe'
      ? change.run('listedby', { value }, { waitForLists: true })
      : change.run('toggle', { flag: flag as ToggleBody['flag'], value }, { waitForLists: true }),
  );
  const project: ProjectListItem = {
    ...listed,
    starred: flags.valueOf('starred', listed.starred),
    perfBased: flags.valueOf('perfBased', listed.perfBased),
    listedByMe: flags.valueOf('listedByMe', listed.listedByMe),
  };
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
    <ProjectItem
      project={project}
      meta={meta}
      menu={
        <ProjectItemMenu project={project} change={change} onFlag={(flag: ProjectRowFlag, value) => flags.set(flag, value)} />
      }
    >
      {withJobs && jobsRequested && (
        <ProjectJobsPanel projectId={project._id} title={project.title} open={jobsOpen} requested={jobsRequested} />
      )}
    </ProjectItem>
  );
}
