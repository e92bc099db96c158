/**
 * "Split into scenes" (issue 28): the project's PMs turn the submitted raw script into scenes — a scene per paragraph,
 * bracketed notes kept — once, and may undo it while no scene was changed since (the server's `splitScript` and
 * `undoSplitScript` actions say when). The scene list reloads after either. Its own chunk, loaded only when offered.
 */
import type { Project } from 'shared-api';
import { Button } from 'shared-ui';
import { useProjectsT } from '../../i18n';
import { useSceneCall } from '../../scenes';
import { Buttons, useProjectChange } from '../../project-shared';
import './split-strings';

export default function SplitScript({ project }: { project: Project }) {
  const t = useProjectsT();
  const change = useProjectChange(project._id);
  const { cache } = useSceneCall(project._id);
  const busy = change.pending !== null;
  const run = async (method: 'POST' | 'DELETE') => {
    if (await change.run('script-raw/split', undefined, { method })) void cache.reload();
  };
  return (
    <Buttons>
      {project.actions.includes('splitScript') && (
        <Button variant="primary" loading={busy} onClick={() => void run('POST')}>
          {t('page.rawScript.split')}
        </Button>
      )}
      {project.actions.includes('undoSplitScript') && (
        <Button loading={busy} onClick={() => void run('DELETE')}>
          {t('page.rawScript.undoSplit')}
        </Button>
      )}
    </Buttons>
  );
}
