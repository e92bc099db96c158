/**
 * Publishing (the project's PMs: `publish`): a published project is readable, read only, by anyone with its link
 * (anonymous visitors included); "allow in portfolio" lets the studio show it. Publishing and stopping it ask first,
 * naming what will happen (the one ConfirmDialog). Messages come from the server.
 */
import { useState } from 'react';
import type { Project } from 'shared-api';
import { ConfirmDialog, Switch } from 'shared-ui';
import { useProjectsT } from '../../i18n';
import { Box, useProjectChange } from '../../project-shared';

export function PublishingBox({ project }: { project: Project }) {
  const t = useProjectsT();
  const change = useProjectChange(project._id);
  // The published state the person asked for, waiting for their confirmation.
  const [asking, setAsking] = useState<boolean | null>(null);
  if (!project.actions.includes('publish')) return null;
  const busy = change.pending !== null;
  const question = asking ? 'confirmPublish' : 'confirmUnpublish';
  const publish = async (published: boolean) => {
    if (await change.run('publish', { published })) setAsking(null);
  };
  return (
    <Box id="box-publishing" title={t('page.publishing.heading')}>
      <Switch checked={project.published} disabled={busy} label={t('page.publishing.published')} onChange={setAsking} />
      <p>{t(project.published ? 'page.publishing.publicLink' : 'page.publishing.private')}</p>
      <Switch
        checked={project.allowPortfolio ?? false}
        disabled={busy}
        label={t('page.publishing.portfolio')}
        onChange={(allow) => void change.run('allow-portfolio', { allow })}
      />
      {asking !== null && (
        <ConfirmDialog
          open
          tone="primary"
          question={t(`page.publishing.${question}.question`)}
          detail={t(`page.publishing.${question}.detail`)}
          confirmLabel={t(`page.publishing.${question}.confirm`)}
          cancelLabel={t('page.publishing.cancel')}
          busy={busy}
          error={change.error}
          onConfirm={() => void publish(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </Box>
  );
}
