/**
 * The page header: the title (rename), the status, the counts and, beside the word count, "May contain sensitive
 * terms" while the script holds a risky word (`demonProof` false; contributors only; a scene save's answer updates
 * it at once), the storyboard toggles (`editMeta`) and, for PMs, the script word-count warning (spec doc 2 sections
 * 6 and 9: above 1,600 and below 1,800 words; the target is above 1,900, a 10-minute video that earns double).
 */
import styled from 'styled-components';
import { isPm, useOptimisticToggles, useSession, WORD_COUNT_TARGET, WORD_COUNT_WARNING, type Project } from 'shared-api';
import { Badge, CommentsButton, formatNumber, Icon, Switch } from 'shared-ui';
import { useProjectsT } from '../../i18n';
import { isPublicView, useProjectChange, type ProjectChangeBody } from '../../project-shared';

type MetaBody = NonNullable<ProjectChangeBody<'change-meta'>>;
import { StatusBadge } from '../status/StatusBadge';
import { ProjectTitle } from './ProjectTitle';

export { WORD_COUNT_TARGET, WORD_COUNT_WARNING };

export const needsWordCountWarning = (wordCount: number) =>
  wordCount > WORD_COUNT_WARNING.above && wordCount < WORD_COUNT_WARNING.below;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;
const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Warning = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.tones.warning.bg};
  color: ${({ theme }) => theme.tones.warning.fg};
`;

export function ProjectHeader({ project }: { project: Project }) {
  const t = useProjectsT();
  const user = useSession((state) => state.user);
  return (
    <Header>
      <ProjectTitle project={project} />
      <Line>
        <StatusBadge status={project.status} />
        <span>{t('page.header.words', { n: formatNumber(project.wordCount) })}</span>
        {project.demonProof === false && <Badge tone="warning">{t('page.header.sensitive')}</Badge>}
        <span>{t('page.header.scenes', { n: formatNumber(project.sceneCount) })}</span>
        {isPublicView(project) && <span>{t('page.header.published')}</span>}
        <CommentsButton itemId={project._id} count={project.commentCounts?.total} />
      </Line>
      <MetaToggles project={project} />
      {isPm(user) && needsWordCountWarning(project.wordCount) && (
        <Warning role="note">
          <Icon name="document" />
          <span>
            {t('page.header.wordCountWarning', { n: formatNumber(project.wordCount), target: formatNumber(WORD_COUNT_TARGET) })}
          </span>
        </Warning>
      )}
    </Header>
  );
}

/**
 * The storyboard-numbers and storyboard-visibility switches (`change-meta`; the project's PMs: `editMeta`). A press
 * shows at once and is sent as the value wanted, one at a time; a refusal puts it back (issue 28).
 */
function MetaToggles({ project }: { project: Project }) {
  const t = useProjectsT();
  const change = useProjectChange(project._id);
  const switches = useOptimisticToggles((name, value: boolean) =>
    change.run('change-meta', { name: name as MetaBody['name'], value }),
  );
  if (!project.actions.includes('editMeta')) return null;
  return (
    <Line>
      <Switch
        checked={switches.valueOf('storyboardNumbers', project.storyboardNumbers ?? false)}
        label={t('page.header.storyboardNumbers')}
        onChange={(value) => switches.set('storyboardNumbers', value)}
      />
      <Switch
        checked={switches.valueOf('storyboardVisible', project.storyboardVisible ?? false)}
        label={t('page.header.storyboardVisible')}
        onChange={(value) => switches.set('storyboardVisible', value)}
      />
    </Line>
  );
}
