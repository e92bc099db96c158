/**
 * Publishing (the project's PMs: `publish`): a published project is readable, read only, by anyone with its link
 * (anonymous visitors included); "allow in portfolio" lets the studio show it. Messages come from the server.
 */
import type { Project } from 'shared-api';
import { Switch } from 'shared-ui';
import { useProjectsT } from '../../i18n';
import { useProjectChange } from '../api/change-project';
import { Box } from '../ui/Box';

export function PublishingBox({ project }: { project: Project }) {
  const t = useProjectsT();
  const change = useProjectChange(project._id);
  if (!project.actions.includes('publish')) return null;
  const busy = change.pending !== null;
  return (
    <Box id="box-publishing" title={t('page.publishing.heading')}>
      <Switch
        checked={project.published}
        disabled={busy}
        label={t('page.publishing.published')}
        onChange={(published) => void change.run('publish', { published })}
      />
      <p>{t(project.published ? 'page.publishing.publicLink' : 'page.publishing.private')}</p>
      <Switch
        checked={project.allowPortfolio ?? false}
        disabled={busy}
        label={t('page.publishing.portfolio')}
        onChange={(allow) => void change.run('allow-portfolio', { allow })}
      />
    </Box>
  );
}
