/**
 * The reader's conversations, newest activity first (20 a page, Load More): each with its picture, title, the last
 * message and an unread badge; the open one is marked as the current page.
 */
import { memo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from 'shared-api';
import { Avatar, Badge, EmptyState, ErrorPanel, formatRelative, Icon, Loading, LoadMoreFooter, useT } from 'shared-ui';
import { NAMESPACE } from '../i18n';
import type { Conversation } from './api/types';
import { useConversations } from './api/get-conversations';
import { conversationTitle, conversationUrl, othersIn } from './names';

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Row = styled(Link)`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  color: inherit;
  text-decoration: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.hover};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.tones.primary.bg};
  }
`;

const Text = styled.span`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Top = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: baseline;
  strong,
  span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Preview = styled.span<{ $unread: boolean }>`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme, $unread }) => ($unread ? theme.colors.text : theme.colors.textMuted)};
  font-weight: ${({ theme, $unread }) => ($unread ? theme.fontWeights.bold : theme.fontWeights.normal)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const When = styled.time`
  margin-left: auto;
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export type ConversationRowProps = { conversation: Conversation; current: boolean; meId: string | undefined };

export const ConversationRow = memo(function ConversationRow({ conversation, current, meId }: ConversationRowProps) {
  const t = useT(NAMESPACE);
  const title = conversationTitle(conversation, meId, t);
  const face = othersIn(conversation, meId)[0];
  const last = conversation.lastMessage;
  const unread = conversation.unread > 0;
  const lastText = last
    ? `${last.user?._id === meId ? `${t('messages.you')}: ` : ''}${last.text || (last.hasFiles ? t('messages.files') : '')}`
    : t('messages.noMessages');
  return (
    <li>
      <Row to={conversationUrl(conversation._id)} aria-current={current ? 'page' : undefined}>
        {conversation.isGroup || conversation.isPublic || !face ? (
          <Avatar name={title} size={42} />
        ) : (
          <Avatar name={face.name} picture={face.picture} size={42} />
        )}
        <Text>
          <Top>
            <strong>{title}</strong>
            {conversation.isPublic && (
              <Badge tone="info">
                <Icon name="users" /> {t('messages.public')}
              </Badge>
            )}
            {last && <When dateTime={last.created}>{formatRelative(last.created)}</When>}
          </Top>
          <Preview $unread={unread}>{lastText}</Preview>
        </Text>
        {unread && (
          <Badge tone="danger" solid>
            <span aria-hidden="true">{conversation.unread > 99 ? '99+' : conversation.unread}</span>
            <span className="visually-hidden">{t('messages.unread', { count: conversation.unread })}</span>
          </Badge>
        )}
      </Row>
    </li>
  );
});

export function ConversationList({ currentId }: { currentId: string | null }) {
  const t = useT(NAMESPACE);
  const meId = useSession((state) => state.user?._id);
  const list = useConversations();
  if (list.isLoading) return <Loading />;
  if (list.error && !list.items.length) return <ErrorPanel message={list.error.message} onRetry={() => void list.reload()} />;
  if (!list.items.length) return <EmptyState message={t('messages.empty')} />;
  return (
    <>
      <Rows aria-label={t('messages.conversations')}>
        {list.items.map((conversation) => (
          <ConversationRow
            key={conversation._id}
            conversation={conversation}
            current={conversation._id === currentId}
            meId={meId}
          />
        ))}
      </Rows>
      {list.hasMore && (
        <LoadMoreFooter onLoadMore={list.loadMore} loading={list.isLoadingMore}>
          {t('messages.loadMore')}
        </LoadMoreFooter>
      )}
    </>
  );
}
