import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { fileUploader, isPower, toast, useSession, type FileRef, type Post } from 'shared-api';
import { Button, Checkbox, Field, FilePicker, Select, TextArea, TextInput } from 'shared-ui';
import { useFeedT } from '../i18n';
import { useFeeds } from './api/get-feeds';
import { useSavePost } from './api/save-post';
import { useFeedNames } from './feed-names';
import { RatingInput } from './RatingInput';
import { UserPicker, type PickedUser } from '../people';

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
const Label = styled.span`
  font-weight: 600;
`;

/** A new post starts at the default priority (spec doc 2 section 3). */
export const DEFAULT_RATING = 3;
const CONTENT_ROWS = 6;

export type PostFormProps = {
  close(): void;
  /** The post being edited; without it the form writes a new one. */
  post?: Post;
  /** A new post's kind: a post, or (admins) a memo. */
  type?: 'post' | 'memo';
  /** The feed chosen at first (by name), e.g. the feed on screen. */
  feedName?: string;
  /** A new post starts as a private to-do item. */
  privateTodo?: boolean;
  /** Called with the saved post. */
  onSaved?(post: Post): void;
};

/**
 * The post form (spec doc 2 section 2): New / Edit {type} or New To-do Item, a feed chooser without read-only and
 * aggregate feeds, a required title (a blank one only focuses the field), content of 6 rows, priority, files and,
 * except for private posts, tagged users. Create / Save Changes is disabled while sending or uploading.
 */
export function PostForm({ close, post, type = 'post', feedName, privateTodo = false, onSaved }: PostFormProps) {
  const t = useFeedT();
  const names = useFeedNames();
  const user = useSession((state) => state.user);
  const feeds = useFeeds();
  const choices = (feeds.data?.feeds ?? []).filter((feed) => !feed.isReadOnly && !feed.isAggregate);
  const initialFeed = post?.feed._id ?? choices.find((feed) => feed.name === feedName)?._id ?? '';
  const [feedId, setFeedId] = useState<string>('');
  const chosenFeed = feedId || initialFeed || choices[0]?._id || '';
  const [title, setTitle] = useState(post?.title ?? '');
  const [body, setBody] = useState(post?.body ?? '');
  const [rating, setRating] = useState(post?.rating ?? DEFAULT_RATING);
  const [files, setFiles] = useState<FileRef[]>(post?.files ?? []);
  const [tagged, setTagged] = useState<PickedUser[]>([]);
  const [isPrivate, setPrivate] = useState(post?.private ?? privateTodo);
  const [uploading, setUploading] = useState(false);
  const titleInput = useRef<HTMLInputElement>(null);
  const { run: save, isSending, error } = useSavePost();

  const kind = post?.type ?? type;
  const heading = post
    ? t('posts.form.edit', { type: t(`posts.form.types.${post.private ? 'todo' : kind}`) })
    : isPrivate
      ? t('posts.form.newTodo')
      : t('posts.form.new', { type: t(`posts.form.types.${kind}`) });
  const mayTag = !isPrivate && isPower(user);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) {
      titleInput.current?.focus();
      return;
    }
    const users = [...new Set([...(post?.users ?? []), ...tagged.map((person) => person._id)])];
    const input = {
      feed: chosenFeed,
      title: trimmed,
      body,
      rating,
      files: files.map((file) => file.id),
      users: isPrivate ? [] : users,
      ...(post ? {} : { type: kind === 'memo' ? ('memo' as const) : ('post' as const), private: isPrivate }),
    };
    const answer = await save({ id: post?._id ?? null, input });
    if (!answer) return;
    toast.success(answer.message);
    onSaved?.(answer.post);
    close();
  };

  return (
    <Form onSubmit={submit} aria-labelledby="post-form-heading" noValidate>
      <h2 id="post-form-heading">{heading}</h2>
      <Field label={t('posts.form.feed')} required>
        <Select value={chosenFeed} onChange={(event) => setFeedId(event.target.value)}>
          {choices.map((feed) => (
            <option key={feed._id} value={feed._id}>
              {names.title(feed, feed.name)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('posts.form.title')} required>
        <TextInput ref={titleInput} value={title} onChange={(event) => setTitle(event.target.value)} maxLength={200} autoFocus />
      </Field>
      <Field label={t('posts.form.content')}>
        <TextArea rows={CONTENT_ROWS} value={body} onChange={(event) => setBody(event.target.value)} maxLength={20000} />
      </Field>
      <div>
        <Label id="post-form-priority">{t('posts.form.priority')}</Label>
        <div>
          <RatingInput
            value={rating}
            onChange={setRating}
            label={t('posts.form.priority')}
            starLabel={(n) => t('posts.form.priorityValue', { n })}
          />
        </div>
      </div>
      {!post && kind === 'post' && (
        <Checkbox label={t('posts.form.private')} checked={isPrivate} onChange={(event) => setPrivate(event.target.checked)} />
      )}
      <FilePicker files={files} onFilesChange={setFiles} onBusyChange={setUploading} uploader={fileUploader} />
      {mayTag && (
        <div>
          <Label>{t('posts.form.tagUsers')}</Label>
          <UserPicker
            value={tagged}
            onChange={setTagged}
            searchLabel={t('posts.form.findUser')}
            addLabel={(name) => name}
            removeLabel={(name) => t('posts.form.untag', { name })}
          />
        </div>
      )}
      {error && <ServerError role="alert">{error.message}</ServerError>}
      <Actions>
        <Button onClick={close}>{t('posts.form.cancel')}</Button>
        <Button type="submit" variant="primary" loading={isSending} disabled={uploading || !chosenFeed}>
          {post ? t('posts.form.save') : t('posts.form.create')}
        </Button>
      </Actions>
    </Form>
  );
}
