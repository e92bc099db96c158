import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { toast, type ProjectListItem } from 'shared-api';
import { Button, Field, Modal, TextInput } from 'shared-ui';
import { useProjectsT } from '../i18n';
import { useDuplicateProject } from './api/duplicate-project';
import './strings';

/** The copy's default title is the original's plus this (spec doc 2 "Create, duplicate, transfer"); it is data, not UI text. */
export const COPY_SUFFIX = ' - Copy';

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * Duplicate (admins): the copy's title, "{title} - Copy" to start with. A blank title sends nothing and puts the
 * cursor back; success toasts, refreshes the lists and opens the copy; a failure closes the modal with the
 * server's message as a toast (spec doc 2 section 8: "Duplicate failure closes the modal").
 */
export function DuplicateProjectModal({ project, onClose }: { project: ProjectListItem; onClose(): void }) {
  const t = useProjectsT();
  const navigate = useNavigate();
  const [title, setTitle] = useState(`${project.title}${COPY_SUFFIX}`);
  const { run: duplicate, isSending, error } = useDuplicateProject();
  const input = useRef<HTMLInputElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!error) return;
    toast.error(error.message);
    closeRef.current();
  }, [error]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) {
      input.current?.focus();
      return;
    }
    const result = await duplicate(project._id, trimmed);
    if (!result) return;
    toast.success(result.message);
    onClose();
    navigate(`/app/projects/${result.project._id}`);
  };

  return (
    <Modal open onClose={onClose} title={t('duplicate.title')} size="sm" initialFocusRef={input}>
      <form onSubmit={submit} noValidate>
        <Field label={t('duplicate.name')} required>
          <TextInput ref={input} value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} />
        </Field>
        <Footer>
          <Button onClick={onClose}>{t('duplicate.cancel')}</Button>
          <Button type="submit" variant="primary" loading={isSending}>
            {t('duplicate.submit')}
          </Button>
        </Footer>
      </form>
    </Modal>
  );
}
