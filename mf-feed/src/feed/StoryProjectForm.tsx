import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { navigateTo, splitStory, toast, type Post } from 'shared-api';
import { Button, Field, TextArea, TextInput } from 'shared-ui';
import { useFeedT } from '../i18n';
import { useCreateProjectFromPost } from './api/create-project';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
const ServerError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Create-from-story: Title, Raw Script and Additional comments, prefilled from the post; opens the new project. */
export function StoryProjectForm({ post, close }: { post: Post; close(): void }) {
  const t = useFeedT();
  // Split as the server splits it (shared-api's one rule), so what the form shows is what would be stored.
  const initial = splitStory(post.body);
  const [title, setTitle] = useState(post.title);
  const [script, setScript] = useState(initial.body);
  const [comment, setComment] = useState(initial.comments);
  const titleInput = useRef<HTMLInputElement>(null);
  const { run, isSending, error } = useCreateProjectFromPost();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      titleInput.current?.focus();
      return;
    }
    const answer = await run({ postId: post._id, title: title.trim(), rawScriptBody: script, rawScriptComment: comment });
    if (!answer) return;
    toast.success(answer.message);
    close();
    navigateTo(`/app/projects/${answer.project._id}/scenes`);
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={t('posts.story.heading')}>
      <Field label={t('posts.story.title')} required>
        <TextInput ref={titleInput} value={title} onChange={(event) => setTitle(event.target.value)} maxLength={200} />
      </Field>
      <Field label={t('posts.story.rawScript')}>
        <TextArea rows={15} value={script} onChange={(event) => setScript(event.target.value)} />
      </Field>
      <Field label={t('posts.story.comments')}>
        <TextArea rows={5} value={comment} onChange={(event) => setComment(event.target.value)} />
      </Field>
      {error && <ServerError role="alert">{error.message}</ServerError>}
      <Actions>
        <Button onClick={close}>{t('posts.story.cancel')}</Button>
        <Button type="submit" variant="primary" loading={isSending}>
          {t('posts.story.create')}
        </Button>
      </Actions>
    </Form>
  );
}
