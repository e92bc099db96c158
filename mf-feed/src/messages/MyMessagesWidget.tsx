/** The dashboard's Messages column (spec doc 1 "Dashboard", third column): the latest conversations, unread first seen. */
import { Link } from 'react-router-dom';
import { useSession } from 'shared-api';
import { Card, EmptyState, ErrorPanel, Loading, useT } from 'shared-ui';
import styled from 'styled-components';
import { NAMESPACE } from '../i18n';
import { useFirstConversations } from './api/get-conversations';
import { ConversationRow } from './ConversationList';
import './strings';

const Rows = styled.ul`
  list-style: none;
  margin: 0 -${({ theme }) => theme.space.md};
  padding: 0;
`;

export function MyMessagesWidget() {
  const t = useT(NAMESPACE);
  const meId = useSession((state) => state.user?._id);
  const { data, error, isLoading, mutate } = useFirstConversations();
  return (
    <Card title={t('messages.widget.title')} actions={<Link to="/app/messages">{t('messages.widget.viewAll')}</Link>}>
      {isLoading ? (
        <Loading />
      ) : error ? (
        <ErrorPanel message={error.message} onRetry={() => void mutate()} />
      ) : !data || data.conversations.length === 0 ? (
        <EmptyState message={t('messages.empty')} />
      ) : (
        <Rows aria-label={t('messages.conversations')}>
          {data.conversations.map((conversation) => (
            <ConversationRow key={conversation._id} conversation={conversation} current={false} meId={meId} />
          ))}
        </Rows>
      )}
    </Card>
  );
}
