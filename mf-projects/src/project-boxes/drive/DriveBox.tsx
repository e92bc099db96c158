/**
 * The drive setup box (spec doc 2 sections 4, 7, 8, 9): the project's drive folder once it has one; before that,
 * for those who may set it up (setupDrive), the confirmation checkbox, Run and the polled progress log; and a
 * form to link a folder by hand. Rendered only with setupDrive or when the project has a folder.
 */
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Project } from 'shared-api';
import { Button, Checkbox, Field, Spinner, TextInput } from 'shared-ui';
import { useProjectChange } from '../../project-shared';
import { Box, Muted } from '../shared/Box';
import { isHttpUrl } from '../shared/numbers';
import { useDriveT } from './strings';
import { useDriveSetup } from './useDriveSetup';

const Part = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  & + & {
    margin-top: ${({ theme }) => theme.space.md};
    padding-top: ${({ theme }) => theme.space.md};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
  form {
    width: 100%;
  }
`;
const Log = styled.ol`
  width: 100%;
  max-height: 200px;
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm} 2em;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
const Running = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

function LinkFolderForm({ project }: { project: Project }) {
  const t = useDriveT();
  const change = useProjectChange(project._id);
  const [folder, setFolder] = useState(project.gdriveFolder ?? '');
  const [missing, setMissing] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = folder.trim();
    if (!value) {
      setMissing(true);
      input.current?.focus();
      return;
    }
    setMissing(false);
    void change.run('gdrive/link', { folder: value });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Field
        label={t('driveBox.linkLabel')}
        hint={t('driveBox.linkHint')}
        error={missing ? t('driveBox.linkRequired') : undefined}
      >
        <TextInput
          ref={input}
          value={folder}
          onChange={(event) => {
            setFolder(event.target.value);
            if (missing) setMissing(false);
          }}
        />
      </Field>
      <Button type="submit" variant="secondary" loading={change.pending !== null}>
        {t('driveBox.linkSubmit')}
      </Button>
    </form>
  );
}

export function DriveBox({ project }: { project: Project }) {
  const t = useDriveT();
  const setup = useDriveSetup(project._id);
  const [confirmed, setConfirmed] = useState(false);
  const mayRun = project.actions.includes('setupDrive');
  const folder = project.gdriveFolder ?? null;
  if (!mayRun && !folder && setup.phase === 'idle') return null;

  return (
    <Box boxId="drive" title={t('driveBox.heading')}>
      <Part>
        {folder ? (
          <p>
            <strong>{t('driveBox.folder')}: </strong>
            {isHttpUrl(folder) ? (
              <a href={folder} target="_blank" rel="noopener noreferrer">
                {folder}
              </a>
            ) : (
              <code>{folder}</code>
            )}
          </p>
        ) : (
          <Muted>{t('driveBox.notSetUp')}</Muted>
        )}
        {!folder && mayRun && (setup.phase === 'idle' || setup.phase === 'starting') && (
          <>
            <p>{t('driveBox.explain')}</p>
            <Checkbox
              label={t('driveBox.confirm')}
              checked={confirmed}
              onChange={(event) => setConfirmed(event.target.checked)}
            />
            <Button
              variant="primary"
              disabled={!confirmed}
              loading={setup.phase === 'starting'}
              onClick={() => void setup.start()}
            >
              {t('driveBox.run')}
            </Button>
          </>
        )}
        {setup.phase === 'running' && (
          <Running role="status">
            <Spinner size={16} />
            {t('driveBox.running')}
          </Running>
        )}
        {setup.log.length > 0 && (
          <Log aria-label={t('driveBox.log')} aria-live="polite">
            {setup.log.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </Log>
        )}
      </Part>
      {mayRun && setup.phase !== 'starting' && setup.phase !== 'running' && (
        <Part>
          <h3>{t('driveBox.linkHeading')}</h3>
          <LinkFolderForm project={project} />
        </Part>
      )}
    </Box>
  );
}
