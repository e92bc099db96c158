/**
 * A group's title and people. Its creator may take anyone out; every member may leave; members add people through
 * the people lookup (when the server says they may). The server decides whom (people every member may talk to).
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
    flex-wrap: wrap;
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
  /** The group changed: its new state when the server answered it, else null (read it again). */
  onChanged(answer: ConversationAnswer | null): void;
  /** The reader left the group. */
  onLeft(): void;
  onClose(): void;
};

export function MembersModal({ conversation, title, onChanged, onLeft, onClose }: MembersModalProps) {
  const t = useT(NAMESPACE);
  const meId = useSession((state) => state.user?._id);
  const [busy, setBusy] = useState(false);
  const creator = conversation.createdBy === meId;

  const change = async (act: () => Promise<void>) => {
    setBusy(true);
    try {
      await act();
    } catch {
      // The one HTTP client has shown the refusal.
    } finally {
      setBusy(false);
    }
  };

  const add = (users: PickedUser[]) => {
    const added = users[users.length - 1];
    if (!added) return;
    void change(async () => {
      onChanged(await addMember(conversation._id, added._id));
      toast.success(t('messages.members.added', { name: added.name }));
    });
  };

  const remove = (user: PickedUser) =>
    void change(async () => {
      await removeMember(conversation._id, user._id);
      if (user._id === meId) {
        toast.success(t('messages.members.left'));
        onLeft();
        return;
      }
      onChanged(null);
      toast.success(t('messages.members.removed', { name: user.name }));
    });

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
            {user._id === meId ? (
              <>
                <span>{`${user.name} (${t('messages.you')})`}</span>
                <Button size="sm" variant="secondary" disabled={busy} onClick={() => remove(user)}>
                  {t('messages.members.leave')}
                </Button>
              </>
            ) : (
              <>
                <span>{user.name}</span>
                {creator && (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busy}
                    aria-label={t('messages.members.remove', { name: user.name })}
                    onClick={() => remove(user)}
                  >
                    <Icon name="close" />
                  </Button>
                )}
              </>
            )}
          </li>
        ))}
      </Members>
      {conversation.can.addMember && (
        <UserPicker
          value={[]}
          onChange={add}
          exclude={conversation.users.map((user) => user._id)}
          people="messaging"
          searchLabel={t('messages.members.find')}
          addLabel={(name) => t('messages.members.add', { name })}
          removeLabel={(name) => t('messages.members.remove', { name })}
        />
      )}
    </Modal>
  );
}
