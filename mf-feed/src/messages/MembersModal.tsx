/**
 * A group's title and people: each member with Remove (removing oneself leaves the group), and the people lookup to
 * add someone. The server decides who may be added (the reader's own circle) and answers each change with the group.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { toast, useSession } from 'shared-api';
import { Avatar, Button, Icon, Modal, useT } from 'shared-ui';
import { NAMESPACE } from '../i18n';
import { UserPicker, type PickedUser } from '../people';
import { addMember, removeMember } from './api/change-members';
import type { Conversation, ConversationAnswer } from './api/types';

const Members = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
  span {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

export type MembersModalProps = {
  conversation: Conversation;
  title: string;
  /** The group as the server answered a change. */
  onChanged(answer: ConversationAnswer): void;
  onClose(): void;
};

export function MembersModal({ conversation, title, onChanged, onClose }: MembersModalProps) {
  const t = useT(NAMESPACE);
  const meId = useSession((state) => state.user?._id);
  const [busy, setBusy] = useState(false);

  const change = async (act: () => Promise<ConversationAnswer>, done: string) => {
    setBusy(true);
    try {
      const answer = await act();
      onChanged(answer);
      toast.success(done);
    } catch {
      // The one HTTP client has shown the refusal.
    } finally {
      setBusy(false);
    }
  };

  const add = (users: PickedUser[]) => {
    const added = users[users.length - 1];
    if (added) void change(() => addMember(conversation._id, added._id), t('messages.members.added', { name: added.name }));
  };

  const remove = (user: PickedUser) =>
    void change(
      async () => {
        const answer = await removeMember(conversation._id, user._id);
        if (user._id === meId) onClose();
        return answer;
      },
      t('messages.members.removed', { name: user.name }),
    );

  return (
    <Modal
      open
      onClose={onClose}
      title={t('messages.members.heading', { title })}
      footer={<Button onClick={onClose}>{t('messages.members.close')}</Button>}
    >
      <Members aria-label={t('messages.form.people')}>
        {conversation.users.map((user) => (
          <li key={user._id}>
            <Avatar name={user.name} picture={user.picture} size={30} />
            <span>{user._id === meId ? `${user.name} (${t('messages.you')})` : user.name}</span>
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              aria-label={t('messages.members.remove', { name: user.name })}
              onClick={() => remove(user)}
            >
              <Icon name="close" />
            </Button>
          </li>
        ))}
      </Members>
      <UserPicker
        value={[]}
        onChange={add}
        exclude={conversation.users.map((user) => user._id)}
        searchLabel={t('messages.members.find')}
        addLabel={(name) => t('messages.members.add', { name })}
        removeLabel={(name) => t('messages.members.remove', { name })}
      />
    </Modal>
  );
}
