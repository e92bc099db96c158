/**
 * The raw script (the project's brief from whoever ordered it): while the project is new, callers who may submit it
 * (`submitRawScript`) get the form — Body (15 rows, required) and Additional comments (5 rows) — and once submitted
 * it reads as text ("Raw script submitted" comes from the server); the project's PMs may then split it into scenes
 * (SplitScript, its own chunk, loaded only when the server offers it).
 */
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Project } from 'shared-api';
import { Button, Field, TextArea } from 'shared-ui';
import { useProjectsT } from '../../i18n';
import { Box, Prose, useProjectChange } from '../../project-shared';

const SplitScript = lazy(() => import(/* webpackChunkName: "split-script" */ './SplitScript'));

export const RAW_SCRIPT_ROWS = 15;
export const COMMENTS_ROWS = 5;
/** A submitted script longer than this is shown folded, so the page's other boxes stay within reach on a phone. */
export const FOLDED_SCRIPT_CHARACTERS = 600;

const Folded = styled(Prose)<{ $folded: boolean }>`
  ${({ $folded }) => ($folded ? 'max-height: 12em; overflow: hidden; mask-image: linear-gradient(#000 70%, transparent);' : '')}
`;

/** The submitted script, folded to its first lines when long, with a button to read it all. */
function SubmittedScript({ text }: { text: string }) {
  const t = useProjectsT();
  const id = useId();
  const long = text.length > FOLDED_SCRIPT_CHARACTERS;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Folded id={id} $folded={long && !open}>
        {text}
      </Folded>
      {long && (
        <Button variant="link" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? t('page.rawScript.fold') : t('page.rawScript.unfold')}
        </Button>
      )}
    </>
  );
}

export function RawScriptBox({ project }: { project: Project }) {
  const t = useProjectsT();
  if (project.scriptRaw) {
    return (
      <Box id="box-raw-script" title={t('page.rawScript.heading')}>
        <SubmittedScript text={project.scriptRaw.body} />
        {project.scriptRaw.comments.trim() !== '' && (
          <>
            <h3>{t('page.rawScript.comments')}</h3>
            <Prose>{project.scriptRaw.comments}</Prose>
          </>
        )}
        {(project.actions.includes('splitScript') || project.actions.includes('undoSplitScript')) && (
          <Suspense fallback={null}>
            <SplitScript project={project} />
          </Suspense>
        )}
      </Box>
    );
  }
  if (!project.actions.includes('submitRawScript')) return null;
  return <RawScriptForm project={project} />;
}

function RawScriptForm({ project }: { project: Project }) {
  const t = useProjectsT();
  const change = useProjectChange(project._id);
  const [body, setBody] = useState('');
  const [comments, setComments] = useState('');
  const [missing, setMissing] = useState(false);
  const bodyField = useRef<HTMLTextAreaElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setMissing(true);
      bodyField.current?.focus();
      return;
    }
    void change.run('script-raw', { body, comments });
  };

  return (
    <Box id="box-raw-script" title={t('page.rawScript.heading')}>
      <form onSubmit={submit} noValidate aria-label={t('page.rawScript.heading')}>
        <Field label={t('page.rawScript.body')} required error={missing ? t('page.rawScript.bodyRequired') : undefined}>
          <TextArea
            ref={bodyField}
            rows={RAW_SCRIPT_ROWS}
            value={body}
            data-guard-unsaved=""

            onChange={(event) => {
              setBody(event.target.value);
              if (event.target.value.trim()) setMissing(false);
            }}
          />
        </Field>
        <Field label={t('page.rawScript.comments')}>
          <TextArea
            rows={COMMENTS_ROWS}
            value={comments}
            data-guard-unsaved=""
            onChange={(event) => setComments(event.target.value)}
          />
        </Field>
        <Button type="submit" variant="primary" loading={change.pending !== null}>
          {t('page.rawScript.submit')}
        </Button>
      </form>
    </Box>
  );
}
