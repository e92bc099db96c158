/**
 * Starting a conversation: people from the lookup (300 ms after typing stops), a title when it is a group (more than
 * one other person), and for contributors "Public". With one person the server answers the pair's existing
 * conversation if there is one. The new (or existing) conversation opens.
 */
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isContrib, useSession } from 'shared-api';
import { Button, Checkbox, Field, Modal, TextInput, useT } from 'shared-ui';
import styled from 'styled-components';
import { NAMESPACE } from '../i18n';
import { UserPicker, type PickedUser } from '../people';
import { useCreateConversation } from './api/create-conversation';
import { conversationUrl } from './names';

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: 0;
`;

const People = styled.fieldset`
  border: none;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export function NewConversationModal({ onClose }: { onClose(): void }) {
  const t = useT(NAMESPACE);
  const navigate = useNavigate();
  const formId = useId();
  const user = useSession((state) => state.user);
  const [people, setPeople] = useState<PickedUser[]>([]);
  const [title, setTitle] = useState('');
  const [isPublic, setPublic] = useState(false);
  const [missing, setMissing] = useState(false);
  const create = useCreateConversation();
  const group = people.length > 1 || isPublic;

  const submit = async () => {
    if (people.length === 0) {
      setMissing(true);
      return;
    }
    const answer = await create.run({
      userIds: people.map((person) => person._id),
      ...(group && title.trim() ? { title: title.trim() } : {}),
      ...(isPublic ? { isPublic: true } : {}),
    });
    if (!answer) return;
    onClose();
    navigate(conversationUrl(answer.conversation._id));
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('messages.form.heading')}
      footer={
        <>
          <Button onClick={onClose}>{t('messages.form.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" loading={create.isSending}>
            {t('messages.form.create')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <People>
          <legend>{t('messages.form.people')}</legend>
          <UserPicker
            value={people}
            onChange={(next) => {
              setPeople(next);
              setMissing(false);
            }}
            exclude={user ? [user._id] : []}
            people="messaging"
            searchLabel={t('messages.form.find')}
            addLabel={(name) => t('messages.form.add', { name })}
            removeLabel={(name) => t('messages.form.remove', { name })}
          />
          {missing && <ErrorText role="alert">{t('messages.form.pickSomeone')}</ErrorText>}
        </People>
        {group && (
          <Field label={t('messages.form.title')} hint={t('messages.form.titleHint')}>
            <TextInput value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} />
          </Field>
        )}
        {isContrib(user) && (
          <Checkbox
            label={t('messages.form.isPublic')}
            checked={isPublic}
            onChange={(event) => setPublic(event.target.checked)}
          />
        )}
        {create.error && <ErrorText role="alert">{create.error.message}</ErrorText>}
      </form>
    </Modal>
  );
}
