/**
 * The Script section (`/projects/{id}/script`, spec doc 2 sections 2, 6 and 9): the project's scene texts in order as
 * one script. Script and translation writers (and PMs) edit it (the scenes' `editText`); subtitles and voice users
 * read it. The word and character counts follow each save at once; PMs see where the length stands (the warning
 * between 1,600 and 1,800 words; the target above 1,900). "Script is empty" until a scene has text. Typed and unsaved
 * text warns before leaving the page, in the app too.
 */
import styled from 'styled-components';
import { WORD_COUNT_TARGET, WORD_COUNT_WARNING, wordBand, type Project, type WordBand } from 'shared-api';
import { EmptyState, ErrorPanel, formatNumber, Loading, translateMessage } from 'shared-ui';
import { useProjectsT } from '../i18n';
import { Box, Muted, Prose } from '../project-shared';
import { SceneTextEditor, useScenes } from '../scenes';

const Counts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-weight: 600;
`;
const tones: Record<WordBand, 'info' | 'warning' | 'success'> = {
  short: 'info',
  warning: 'warning',
  close: 'info',
  target: 'success',
};
const Band = styled.p<{ $band: WordBand }>`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $band }) => theme.tones[tones[$band]].bg};
  color: ${({ theme, $band }) => theme.tones[tones[$band]].fg};
`;
const Scenes = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

export function ScriptSection({ project }: { project: Project }) {
  const t = useProjectsT();
  const { data, error, isLoading, mutate } = useScenes(project._id);

  const editable = data?.actions.includes('editText') === true;
  const scenes = data?.scenes ?? [];
  const empty = scenes.every((scene) => scene.text.trim() === '');
  const band = wordBand(project.wordCount);
  const figures = {
    above: formatNumber(WORD_COUNT_WARNING.above),
    below: formatNumber(WORD_COUNT_WARNING.below),
    target: formatNumber(WORD_COUNT_TARGET),
  };

  return (
    <Box title={t('script.heading')}>
      <Counts role="status">
        <span>{t('script.words', { n: formatNumber(project.wordCount) })}</span>
        <span>{t('script.characters', { n: formatNumber(project.characterCount) })}</span>
      </Counts>
      {project.actions.includes('seeWordCountBand') && <Band $band={band}>{t(`script.band.${band}`, figures)}</Band>}
      {!data ? (
        isLoading ? (
          <Loading />
        ) : (
          <ErrorPanel message={error && translateMessage(error.message)} onRetry={() => void mutate()} />
        )
      ) : !editable && empty ? (
        <EmptyState message={t('script.empty')} />
      ) : (
        <>
          {editable && empty && <Muted>{t('script.empty')}</Muted>}
          {!editable && <Muted>{t('script.readOnly')}</Muted>}
          <Scenes>
            {scenes.map((scene) => (
              <li key={scene._id}>
                <h3>{t('scenes.scene', { n: scene.position + 1 })}</h3>
                {editable ? (
                  <SceneTextEditor project={project} scene={scene} number={scene.position + 1} rows={5} />
                ) : (
                  <Prose>{scene.text}</Prose>
                )}
              </li>
            ))}
          </Scenes>
        </>
      )}
    </Box>
  );
}
