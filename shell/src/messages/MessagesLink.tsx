/** The top bar's messages link (spec doc 1 "App shell"): /app/messages, with the unread count as a badge. */
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Icon, useT } from 'shared-ui';
import { SHELL_NAMESPACE } from '../i18n';
import { useUnreadMessages } from './api/get-unread';
import './strings';

const Root = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.hover};
  }
`;

const Count = styled(Badge)`
  position: absolute;
  top: -2px;
  right: -4px;
  pointer-events: none;
`;

export function MessagesLink() {
  const t = useT(SHELL_NAMESPACE);
  const { data } = useUnreadMessages(true);
  const unread = data?.count ?? 0;
  return (
    <Root to="/app/messages" aria-label={unread > 0 ? t('messagesLink.unread', { count: unread }) : t('messagesLink.label')}>
      <Icon name="mail" />
      {unread > 0 && (
        <Count tone="danger" solid aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </Count>
      )}
    </Root>
  );
}
