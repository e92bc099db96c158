import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { isPm, navigateTo, toast, useSession } from 'shared-api';
import { Button, Checkbox, Field, TextInput } from 'shared-ui';
import { useProjectsT } from '../i18n';
import { sectionUrl } from '../project-shared';
import { useCreateProject } from './api/create-project';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;
const ServerError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export type ProjectFormProps = {
  /** Closes the surrounding modal. */
  close(): void;
  /** Initial title. */
  title?: string;
};

/** The New Project form: a title that must not be blank and, for PMs, "Add to My Projects". */
export function ProjectForm({ close, title: initialTitle = '' }: ProjectFormProps) {
  const t = useProjectsT();
  const user = useSession((state) => state.user);
  const [title, setTitle] = useState(initialTitle);
  const [addToMyProjects, setAddToMyProjects] = useState(false);
  const titleInput = useRef<HTMLInputElement>(null);
  const { run: create, isSending, error } = useCreateProject();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    // A blank title sends nothing: the cursor goes back to the field.
    if (!trimmed) {
      titleInput.current?.focus();
      return;
    }
    const created = await create(isPm(user) ? { title: trimmed, addToMyProjects } : { title: trimmed });
    if (!created) return;
    toast.success(t('form.created'));
    close();
    // Whoever made it, the new project opens (a client goes on to write the raw script there).
    navigateTo(sectionUrl(created.project._id, 'scenes'));
  };

  return (
    <Form onSubmit={submit} aria-labelledby="project-form-heading" noValidate>
      <h2 id="project-form-heading">{t('form.heading')}</h2>
      <Field label={t('form.title')} required>
        <TextInput ref={titleInput} value={title} onChange={(event) => setTitle(event.target.value)} maxLength={200} autoFocus />
      </Field>
      {isPm(user) && (
        <Checkbox
          label={t('form.addToMyProjects')}
          checked={addToMyProjects}
          onChange={(event) => setAddToMyProjects(event.target.checked)}
        />
      )}
      {error && <ServerError role="alert">{error.message}</ServerError>}
      <Actions>
        <Button onClick={close}>{t('form.cancel')}</Button>
        <Button type="submit" variant="primary" loading={isSending}>
          {t('form.create')}
        </Button>
      </Actions>
    </Form>
  );
}
