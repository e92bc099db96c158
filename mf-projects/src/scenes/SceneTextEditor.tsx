/**
 * A scene's text editor (spec doc 2 "Scenes and storyboard"): saved, modified (Save and Reset offered; the leave-page
 * guard watches it) and saving states; the text is trimmed on save and a save needs a modified text; the word check
 * (words and characters, bracketed notes left out) runs 500 ms after the last key. The save's answer puts the
 * project's recomputed counts in place at once. Ctrl+Enter saves.
 */
import { useState } from 'react';
import { countCharacters, countWords, type Project } from 'shared-api';
import { Button, formatNumber, TextArea, useDebouncedValue } from 'shared-ui';
import { useProjectsT } from '../i18n';
import { Buttons, Muted } from '../project-shared';
import { sceneCalls, useSceneCall } from './api/change-scene';
import type { Scene } from './api/types';
import { useSceneDraft } from './drafts';

/** The word check runs this long after the last key (ms). */
export const WORD_CHECK_DELAY = 500;

type EditState = 'saved' | 'modified' | 'saving';

export function SceneTextEditor({
  project,
  scene,
  number,
  rows = 4,
}: {
  project: Project;
  scene: Scene;
  number: number;
  rows?: number;
}) {
  const t = useProjectsT();
  const { run, cache } = useSceneCall(project._id);
  // Kept outside the editor, so a remount of the list does not lose what was typed.
  const [text, setText] = useSceneDraft(scene._id, scene.text);
  const [saving, setSaving] = useState(false);
  const checked = useDebouncedValue(text, WORD_CHECK_DELAY);

  const state: EditState = saving ? 'saving' : text.trim() !== scene.text ? 'modified' : 'saved';

  const save = async () => {
    if (state !== 'modified') return;
    setSaving(true);
    const answer = await run(() => sceneCalls.saveText(project._id, scene._id, text.trim()));
    setSaving(false);
    if (!answer) return;
    // The saved (trimmed) text shows at once; the draft goes once the list holds it.
    setText(answer.scene.text);
    void cache.putScene(answer.scene).then(() => setText(null));
    void cache.putCounts(answer);
  };

  return (
    <>
      <TextArea
        aria-label={t('scenes.text', { n: number })}
        value={text}
        rows={rows}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void save();
        }}
        {...(state === 'modified' ? { 'data-guard-unsaved': '' } : {})}
      />
      <Buttons>
        <Muted>
          {t('scenes.words', { words: formatNumber(countWords(checked)), characters: formatNumber(countCharacters(checked)) })}
          {' · '}
          <span role="status">{t(`scenes.state.${state}`)}</span>
        </Muted>
        {state !== 'saved' && (
          <>
            <Button size="sm" variant="primary" loading={saving} onClick={() => void save()}>
              {t('scenes.save')}
            </Button>
            <Button size="sm" disabled={saving} onClick={() => setText(null)}>
              {t('scenes.reset')}
            </Button>
          </>
        )}
      </Buttons>
    </>
  );
}
