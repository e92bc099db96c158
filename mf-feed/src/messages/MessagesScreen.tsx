/**
 * /app/messages and /app/messages?conversation={id} (full-height): the conversation list beside the open thread; on a
 * phone (under the small breakpoint) the two are separate views, the list until a conversation is opened. Everything
 * shown is a plain read under /api/messages, so a `data:changed {resource: 'messages'}` (a sent message here, or the
 * server's push through the shell) refreshes the list, the thread and the unread count.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';

import { Button, EmptyState, Icon, useT } from 'shared-ui';
import { NAMESPACE } from '../i18n';
import { ConversationList } from './ConversationList';
import { NewConversationModal } from './NewConversationModal';
import { Thread } from './Thread';
import './strings';

/** The top bar (52 px) and the content area's padding above and below are outside the screen. */
const Screen = styled.div`
  display: grid;
  grid-template-columns: minmax(240px, 320px) minmax(0, 1fr);
  height: calc(100vh - 52px - 2 * ${({ theme }) => theme.space.xl});
  height: calc(100dvh - 52px - 2 * ${({ theme }) => theme.space.xl});
  min-height: 360px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const ListPane = styled.nav<{ $open: boolean }>`
  display: flex;
  flex-direction: column;
  min-height: 0;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    display: ${({ $open }) => ($open ? 'none' : 'flex')};
    border-right: none;
  }
`;

const ListHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    flex: 1;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Scroll = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
`;

const ThreadPane = styled.div<{ $open: boolean }>`
  min-height: 0;
  min-width: 0;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
  }
`;

export function MessagesScreen() {
  const t = useT(NAMESPACE);
  const [params] = useSearchParams();
  const current = params.get('conversation');
  const [creating, setCreating] = useState(false);
  return (
    <Screen>
      <h1 className="visually-hidden">{t('messages.title')}</h1>
      <ListPane $open={!!current} aria-label={t('messages.conversations')}>
        <ListHeader>
          <h2>{t('messages.conversations')}</h2>
          <Button size="sm" variant="primary" onClick={() => setCreating(true)}>
            <Icon name="pencil" /> {t('messages.newConversation')}
          </Button>
        </ListHeader>
        <Scroll>
          <ConversationList currentId={current} />
        </Scroll>
      </ListPane>
      <ThreadPane $open={!!current}>
        {current ? (
          <Thread key={current} conversationId={current} />
        ) : (
          <EmptyState icon={<Icon name="mail" />} message={t('messages.choose')} />
        )}
      </ThreadPane>
      {creating && <NewConversationModal onClose={() => setCreating(false)} />}
    </Screen>
  );
}
