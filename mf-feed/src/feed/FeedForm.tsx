import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { toast, type Feed } from 'shared-api';
import { Button, Field, TextArea, TextInput } from 'shared-ui';
import { useFeedT } from '../i18n';
import { useSaveFeed } from './api/save-feed';
import { UserPicker, type PickedUser } from '../people';

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

/** feedForm: name and description; a blank name (after trimming) sends nothing. */
export function FeedForm({ feed, close, onSaved }: { feed?: Feed; close(): void; onSaved?(feed: Feed): void }) {
  const t = useFeedT();
  const [name, setName] = useState(feed?.name ?? '');
  const [description, setDescription] = useState(feed?.description ?? '');
  const { run, isSending, error } = useSaveFeed();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    const answer = await run({ id: feed?._id ?? null, input: { name: trimmed, description } });
    if (!answer) return;
    toast.success(answer.message);
    onSaved?.(answer.feed);
    close();
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={feed ? t('feed.editFeed') : t('feed.newFeed')}>
      <Field label={t('feed.form.name')} required>
        <TextInput value={name} onChange={(event) => setName(event.target.value)} maxLength={60} autoFocus />
      </Field>
      <Field label={t('feed.form.description')}>
        <TextArea rows={3} value={description} onChange={(event) => setDescription(event.target.value)} maxLength={500} />
      </Field>
      {error && <ServerError role="alert">{error.message}</ServerError>}
      <Actions>
        <Button onClick={close}>{t('feed.form.cancel')}</Button>
        <Button type="submit" variant="primary" loading={isSending}>
          {feed ? t('feed.form.save') : t('feed.form.create')}
        </Button>
      </Actions>
    </Form>
  );
}

/** feedUserForm: the feed's people (none: every contributor reads it). */
export function FeedPeopleForm({ feed, people, close }: { feed: Feed; people: PickedUser[]; close(): void }) {
  const t = useFeedT();
  const [chosen, setChosen] = useState<PickedUser[]>(people);
  const { run, isSending, error } = useSaveFeed();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await run({ id: feed._id, input: { users: chosen.map((person) => person._id) } });
    if (!answer) return;
    toast.success(answer.message);
    close();
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={t('feed.form.peopleHeading', { name: feed.name })}>
      <p>{chosen.length === 0 ? t('feed.form.noPeople') : t('feed.form.peopleHint')}</p>
      <UserPicker
        value={chosen}
        onChange={setChosen}
        searchLabel={t('feed.form.findPerson')}
        addLabel={(name) => t('feed.form.add', { name })}
        removeLabel={(name) => t('feed.form.remove', { name })}
      />
      {error && <ServerError role="alert">{error.message}</ServerError>}
      <Actions>
        <Button onClick={close}>{t('feed.form.cancel')}</Button>
        <Button type="submit" variant="primary" loading={isSending}>
          {t('feed.form.save')}
        </Button>
      </Actions>
    </Form>
  );
}
