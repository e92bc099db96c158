/** The bell in the top bar: unread count, the panel on click, and the 5-minute polling (at most 12 times). */
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Badge, Icon, IconButton, useT } from 'shared-ui';
import { SHELL_NAMESPACE } from '../i18n';
import { useNotifs } from './api/get-notifs';
import { NotificationList } from './NotificationList';
import { usePollNotifs } from './usePollNotifs';

const Root = styled.div`
  position: relative;
`;

const Count = styled(Badge)`
  position: absolute;
  top: -2px;
  right: -4px;
  pointer-events: none;
`;

/**
 * A non-modal dialog (not a region: the dashboard already has a "Notifications" region, and two landmarks of one name
 * confuse a screen reader). Under the bell on wide screens; on phones it spans the viewport under the top bar (under
 * the bell it would start left of the screen, the bell not being the bar's last item).
 */
const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  width: min(420px, 92vw);
  max-height: 70vh;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    position: fixed;
    top: 56px;
    left: ${({ theme }) => theme.space.sm};
    right: ${({ theme }) => theme.space.sm};
    width: auto;
  }
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  z-index: ${({ theme }) => theme.zIndex.menu};
  h2 {
    margin: 0;
    padding: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export function NotificationBell() {
  const t = useT(SHELL_NAMESPACE);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { unread, reload } = useNotifs();
  usePollNotifs(reload, true);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <Root ref={root}>
      <IconButton
        ref={button}
        aria-label={unread > 0 ? t('notifs.bellUnread', { count: unread }) : t('notifs.bell')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="bell" />
      </IconButton>
      {unread > 0 && (
        <Count tone="danger" solid aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </Count>
      )}
      {open && (
        <Panel id={panelId} role="dialog" aria-labelledby={`${panelId}-title`}>
          <h2 id={`${panelId}-title`}>{t('notifs.title')}</h2>
          <NotificationList onNavigate={() => setOpen(false)} />
        </Panel>
      )}
    </Root>
  );
}
