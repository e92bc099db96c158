/**
 * The project title (the page's one h1), linking to the scenes section. Callers who may rename it (`rename`) get a
 * Rename button (click, Enter or Space): the title becomes a field that saves on submit (Enter) or when it loses
 * focus, and Escape cancels. A blank title is ignored and an unchanged one sends nothing (spec doc 2 section 5); the
 * server answers "Project renamed".
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Project } from 'shared-api';
import { Icon, IconButton, TextInput } from 'shared-ui';
import { useProjectsT } from '../../i18n';
import { sectionUrl, useProjectChange } from '../../project-shared';
import { HOME_SECTION } from '../sections';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    overflow-wrap: anywhere;
  }
  h1 a {
    color: inherit;
    text-decoration: none;
  }
  h1 a:hover {
    text-decoration: underline;
  }
`;
const TitleForm = styled.form`
  flex: 1;
  min-width: 0;
  max-width: 640px;
  h1 {
    margin: 0;
  }
  input {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export function ProjectTitle({ project }: { project: Project }) {
  const t = useProjectsT();
  const change = useProjectChange(project._id);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(project.title);
  // Set once the edit has ended (saved, ignored or cancelled), so a blur that follows Enter or Escape does nothing.
  const ended = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (editing) {
      input.current?.focus();
      input.current?.select();
    } else if (returnFocus.current) {
      returnFocus.current = false;
      renameButton.current?.focus();
    }
  }, [editing]);

  const start = () => {
    ended.current = false;
    setDraft(project.title);
    setEditing(true);
  };

  const stop = (focusButton: boolean) => {
    ended.current = true;
    returnFocus.current = focusButton;
    setEditing(false);
  };

  const save = async (focusButton: boolean) => {
    if (ended.current) return;
    const title = draft.trim();
    if (!title || title === project.title) {
      stop(focusButton);
      return;
    }
    ended.current = true;
    const saved = await change.run('', { title });
    if (saved) {
      returnFocus.current = focusButton;
      setEditing(false);
    } else {
      // Refused (the server's message is toasted): keep the field so the title can be corrected or cancelled.
      ended.current = false;
    }
  };

  if (editing) {
    return (
      <TitleForm
        aria-label={t('page.header.rename')}
        onSubmit={(event) => {
          event.preventDefault();
          void save(true);
        }}
      >
        <h1>
          <TextInput
            ref={input}
            aria-label={t('page.header.titleLabel')}
            value={draft}
            readOnly={change.pending !== null}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={() => void save(false)}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              event.preventDefault();
              event.stopPropagation();
              stop(true);
            }}
          />
        </h1>
      </TitleForm>
    );
  }

  return (
    <Row>
      <h1>
        <Link to={sectionUrl(project._id, HOME_SECTION)}>{project.title}</Link>
      </h1>
      {project.actions.includes('rename') && (
        <IconButton ref={renameButton} aria-label={t('page.header.rename')} onClick={start}>
          <Icon name="pencil" />
        </IconButton>
      )}
    </Row>
  );
}
