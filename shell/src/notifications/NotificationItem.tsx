/** One notification: icon, the server's sanitised HTML, age, link (with notif=<id>) and its actions. */
import { memo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Notif } from 'shared-api';
import { formatAgo, Icon, IconButton, useT } from 'shared-ui';
import { SHELL_NAMESPACE } from '../i18n';
import { deleteNotif } from './api/delete-notif';
import { markNotif } from './api/mark-notif';
import { unmarkNotif } from './api/unmark-notif';
import { MuteOption } from './MuteOption';
import { notifIcon, notifLink } from './notifLink';

const Row = styled.li<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 28px 1fr auto;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.hover : 'transparent')};
  .icon {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: 1.4;
    text-align: center;
  }
  .text a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  .text a:hover {
    text-decoration: underline;
  }
  .meta {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .actions {
    display: flex;
    align-items: flex-start;
  }
  .options {
    grid-column: 2 / 4;
  }
`;

export type NotificationItemProps = { notif: Notif; onChanged(): unknown; onNavigate?(): void };

/** Memoised: loading the next page or a reload that brings the same rows does not draw the shown ones again. */
export const NotificationItem = memo(function NotificationItem({ notif, onChanged, onNavigate }: NotificationItemProps) {
  const t = useT(SHELL_NAMESPACE);
  const [optionsOpen, setOptionsOpen] = useState(false);
  const href = notifLink(notif.url, notif._id);
  const act = (action: () => Promise<unknown>) => () => void action().then(onChanged, () => undefined);
  const text = notif.html ? <span dangerouslySetInnerHTML={{ __html: notif.html }} /> : <span>{notif.text}</span>;
  const open = () => {
    if (!notif.read) void markNotif(notif._id).then(onChanged, () => undefined);
    onNavigate?.();
  };
  const optionsId = `notif-options-${notif._id}`;

  return (
    <Row $unread={!notif.read}>
      <span className="icon">
        <Icon name={notifIcon(notif.actionType)} />
      </span>
      <div>
        <div className="text">
          {!notif.read && <span className="visually-hidden">{t('notifs.unread')}: </span>}
          {/* Same-site app addresses move inside the page; anything else is a normal link. */}
          {href.startsWith('/app/') ? (
            <Link to={href} onClick={open}>
              {text}
            </Link>
          ) : (
            <a href={href} onClick={open}>
              {text}
            </a>
          )}
          {/* Several notices folded into one row show the newest; the count says how many it stands for. */}
          {notif.count > 1 && <span className="meta"> {t('notifs.folded', { count: notif.count })}</span>}
        </div>
        <div className="meta">
          <time dateTime={notif.created}>{formatAgo(notif.created)}</time>
        </div>
      </div>
      <div className="actions">
        {notif.read ? (
          <IconButton size="sm" aria-label={t('notifs.markUnread')} onClick={act(() => unmarkNotif(notif._id))}>
            <Icon name="circle" />
          </IconButton>
        ) : (
          <IconButton size="sm" aria-label={t('notifs.markRead')} onClick={act(() => markNotif(notif._id))}>
            <Icon name="check" />
          </IconButton>
        )}
        <IconButton size="sm" aria-label={t('notifs.remove')} onClick={act(() => deleteNotif(notif._id))}>
          <Icon name="close" />
        </IconButton>
        {notif.itemId && (
          <IconButton
            size="sm"
            aria-label={t('notifs.options')}
            aria-expanded={optionsOpen}
            aria-controls={optionsOpen ? optionsId : undefined}
            onClick={() => setOptionsOpen((value) => !value)}
          >
            <Icon name="more" />
          </IconButton>
        )}
      </div>
      {optionsOpen && notif.itemId && (
        <div className="options" id={optionsId}>
          <MuteOption itemId={notif.itemId} actionType={notif.actionType} />
        </div>
      )}
    </Row>
  );
});
