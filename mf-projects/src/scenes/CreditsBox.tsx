/**
 * The credits box: the project's credits as text; who may edit them (the scenes' `editCredits`: PMs) edits them
 * (POST /{id}/credits {credits}, "Updated credits") or deletes them after a confirmation (DELETE /{id}/credits,
 * "Deleted credits").
 */
import { useState } from 'react';
import type { Project } from 'shared-api';
import { Button, Field, TextArea } from 'shared-ui';
import { useProjectsT } from '../i18n';
import { Box, Buttons, isPublicView, Prose, useProjectChange } from '../project-shared';
import { useScenes } from './api/get-scenes';
import { ConfirmModal } from './ui/ConfirmModal';

export function CreditsBox({ project }: { project: Project }) {
  const t = useProjectsT();
  const change = useProjectChange(project._id);
  const [draft, setDraft] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const credits = project.credits?.trim() ?? '';
  // Who may edit them is one of the scenes' actions (the same request as the scene list's).
  const scenes = useScenes(isPublicView(project) ? null : project._id);
  const editable = scenes.data?.actions.includes('editCredits') === true;
  if (!credits && !editable) return null;

  const save = async () => {
    if (draft === null) return;
    if (await change.run('credits', { credits: draft.trim() })) setDraft(null);
  };

  return (
    <Box title={t('scenes.credits.heading')}>
      {draft !== null ? (
        <>
          <Field label={t('scenes.credits.label')}>
            <TextArea value={draft} rows={5} onChange={(event) => setDraft(event.target.value)} data-guard-unsaved="" />
          </Field>
          <Buttons>
            <Button variant="primary" loading={change.pending === 'credits'} onClick={() => void save()}>
              {t('scenes.credits.save')}
            </Button>
            <Button onClick={() => setDraft(null)}>{t('scenes.credits.cancel')}</Button>
          </Buttons>
        </>
      ) : (
        <>
          {credits && <Prose>{credits}</Prose>}
          {editable && (
            <Buttons>
              <Button size="sm" onClick={() => setDraft(project.credits ?? '')}>
                {t('scenes.credits.edit')}
              </Button>
              {credits && (
                <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
                  {t('scenes.credits.remove')}
                </Button>
              )}
            </Buttons>
          )}
        </>
      )}
      <ConfirmModal
        open={confirming}
        question={t('scenes.credits.removeConfirm')}
        yes={t('scenes.credits.confirm')}
        onClose={() => setConfirming(false)}
        onYes={() => void change.run('credits', undefined, { method: 'DELETE' })}
      />
    </Box>
  );
}
