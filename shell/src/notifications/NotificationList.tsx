/**
 * The notifications, 50 a page with Load More, "All caught up" when there are none, Mark All Read and Clear
 * All Read. Used by the bell's panel and by the dashboard (one SWR cache: one request serves both).
 */
import styled from 'styled-components';
import { Button, EmptyState, ErrorPanel, Loading, LoadMoreFooter, PlainList, useT } from 'shared-ui';
import { SHELL_NAMESPACE } from '../i18n';
import { clearAllNotifs } from './api/clear-all-notifs';
import { useNotifs } from './api/get-notifs';
import { markAllNotifs } from './api/mark-all-notifs';
import { NotificationItem } from './NotificationItem';

const Bulk = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: flex-end;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
`;

export function NotificationList({ onNavigate }: { onNavigate?(): void }) {
  const t = useT(SHELL_NAMESPACE);
  const notifs = useNotifs();
  const bulk = (action: () => Promise<unknown>) => () =>
    void action().then(
      () => notifs.reload(),
      () => undefined,
    );

  if (notifs.isLoading) return <Loading />;
  if (notifs.error && notifs.items.length === 0)
    return <ErrorPanel message={t('notifs.loadFailed')} onRetry={() => void notifs.reload()} />;

  return (
    <div>
      {notifs.items.length > 0 && (
        <Bulk>
          <Button size="sm" variant="ghost" onClick={bulk(markAllNotifs)}>
            {t('notifs.markAllRead')}
          </Button>
          <Button size="sm" variant="ghost" onClick={bulk(clearAllNotifs)}>
            {t('notifs.clearAllRead')}
          </Button>
        </Bulk>
      )}
      {notifs.items.length === 0 ? (
        <EmptyState message={t('notifs.allCaughtUp')} />
      ) : (
        <PlainList>
          {notifs.items.map((notif) => (
            <NotificationItem key={notif._id} notif={notif} onChanged={notifs.reload} onNavigate={onNavigate} />
          ))}
        </PlainList>
      )}
      {notifs.hasMore && (
        <LoadMoreFooter onLoadMore={notifs.loadMore} loading={notifs.isLoadingMore}>
          {t('notifs.loadMore')}
        </LoadMoreFooter>
      )}
    </div>
  );
}
