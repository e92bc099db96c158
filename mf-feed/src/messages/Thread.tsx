/**
 * One conversation: its title (and, for a group, its title and people), the messages oldest first with a separator
 * per day and the sender's 42 px picture, older pages on demand, and the composer. Opening it (and every new message
 * while it is open) marks it read. A public conversation the reader is not in offers Join instead of the composer.
 */
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { toast, useSession } from 'shared-api';
import { Avatar, Button, ErrorPanel, formatTime, Icon, Loading, useT } from 'shared-ui';
import { FileDownloads } from '../files';
import { NAMESPACE } from '../i18n';
import { useConversation } from './api/get-conversation';
import { useMessages } from './api/get-messages';
import { joinConversation } from './api/join-conversation';
import { markConversationRead } from './api/mark-read';
import type { Message } from './api/types';
import { Composer } from './Composer';
import { MembersModal } from './MembersModal';
import { conversationTitle, dayKey, dayLabel } from './names';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  height: 100%;
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    flex: 1;
    min-width: 0;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
`;

/** Only on phones, where the list and the thread are two views. */
const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  @media not all and (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    display: none;
  }
`;

const Log = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

const Items = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Day = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Item = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} 0;
`;

const Body = styled.div`
  min-width: 0;
  flex: 1;
  p {
    margin: 0;
  }
`;

const Byline = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: baseline;
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Text = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Older = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.sm} 0;
`;

const JoinBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 0;
    flex: 1;
  }
`;

function MessageItem({ message }: { message: Message }) {
  const t = useT(NAMESPACE);
  const name = message.user?.name ?? '';
  return (
    <Item data-testid={`message-${message._id}`}>
      <Avatar name={name} picture={message.user?.picture} size={42} />
      <Body>
        <Byline>
          <strong>{name}</strong>
          <time dateTime={message.created}>{formatTime(message.created)}</time>
        </Byline>
        {message.text && <Text>{message.text}</Text>}
        {message.files.length > 0 && (
          <FileDownloads
            files={message.files}
            label={t('messages.files')}
            downloadLabel={(name) => t('messages.download', { name })}
          />
        )}
      </Body>
    </Item>
  );
}

export function Thread({ conversationId }: { conversationId: string }) {
  const t = useT(NAMESPACE);
  const me = useSession((state) => state.user);
  const { data, error, mutate } = useConversation(conversationId);
  const list = useMessages(conversationId);
  const navigate = useNavigate();
  const [membersOpen, setMembersOpen] = useState(false);
  const [joining, setJoining] = useState(false);
  const log = useRef<HTMLDivElement>(null);
  const conversation = data?.conversation;
  const member = !!conversation?.isMember;
  const newest = list.messages[list.messages.length - 1]?._id;

  // Read on opening, and again whenever a newer message arrives while it is open.
  useEffect(() => {
    if (member && newest !== undefined) void markConversationRead(conversationId).catch(() => undefined);
  }, [conversationId, member, newest]);

  // The newest message in view: on opening and when one arrives (not when older pages are added above).
  useLayoutEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [newest]);

  if (error)
    return <ErrorPanel message={error.status === 404 ? t('messages.notFound') : error.message} onRetry={() => void mutate()} />;
  if (!conversation) return <Loading />;

  const title = conversationTitle(conversation, me?._id, t);
  const join = async () => {
    setJoining(true);
    try {
      const answer = await joinConversation(conversationId);
      await mutate(answer, { revalidate: false });
      toast.success(t('messages.joined'));
    } catch {
      // The one HTTP client has shown the refusal.
    } finally {
      setJoining(false);
    }
  };

  return (
    <Root aria-labelledby={`thread-${conversationId}`}>
      <Header>
        <BackLink to="/app/messages" aria-label={t('messages.back')}>
          <Icon name="arrow-left" />
        </BackLink>
        <h2 id={`thread-${conversationId}`}>{title}</h2>
        {conversation.isGroup && member && (
          <Button size="sm" variant="secondary" onClick={() => setMembersOpen(true)}>
            <Icon name="users" /> {t('messages.manage')}
          </Button>
        )}
      </Header>
      <Log ref={log} role="log" aria-label={t('messages.thread', { title })} tabIndex={0}>
        {list.hasMore && (
          <Older>
            <Button size="sm" onClick={list.loadMore} loading={list.isLoadingMore}>
              {t('messages.loadOlder')}
            </Button>
          </Older>
        )}
        {list.isLoading ? (
          <Loading />
        ) : list.error && !list.messages.length ? (
          <ErrorPanel message={list.error.message} onRetry={() => void list.reload()} />
        ) : list.messages.length === 0 ? (
          <p>{t('messages.noMessages')}</p>
        ) : (
          <Items>
            {list.messages.map((message, index) => {
              const previous = list.messages[index - 1];
              const newDay = !previous || dayKey(previous.created) !== dayKey(message.created);
              return (
                <Fragment key={message._id}>
                  {newDay && (
                    <Day>
                      <h3>{dayLabel(message.created, t)}</h3>
                    </Day>
                  )}
                  <MessageItem message={message} />
                </Fragment>
              );
            })}
          </Items>
        )}
      </Log>
      {conversation.can.post ? (
        <Composer key={conversationId} conversationId={conversationId} />
      ) : (
        conversation.can.join && (
          <JoinBar>
            <p>{t('messages.joinHint')}</p>
            <Button variant="primary" onClick={() => void join()} loading={joining}>
              {t('messages.join')}
            </Button>
          </JoinBar>
        )
      )}
      {membersOpen && (
        <MembersModal
          conversation={conversation}
          title={title}
          onChanged={(answer) => void (answer ? mutate(answer, { revalidate: false }) : mutate())}
          onLeft={() => navigate('/app/messages')}
          onClose={() => setMembersOpen(false)}
        />
      )}
    </Root>
  );
}
