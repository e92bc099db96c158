import { act, screen, waitFor, within } from '@testing-library/react';
import { NOTIF_MAX_POLLS, NOTIF_POLL_MS, type Notif } from 'shared-api';
import { type FetchCall, mockFetch, users } from 'shared-api/test-support';
import { renderShell } from '../test/render';
import { NotificationBell } from './NotificationBell';
import { NotificationList } from './NotificationList';

const notif = (n: number, over: Partial<Notif> = {}): Notif => ({
  _id: `n${n}`,
  text: `Job ${n} claimed`,
  html: `<strong>Job ${n}</strong> claimed`,
  url: `/app/jobs/j${n}`,
  created: new Date(Date.now() - n * 60_000).toISOString(),
  actionType: 'job/claim',
  read: false,
  count: 1,
  itemId: `j${n}`,
  actor: null,
  ...over,
});

/** A server with `total` notifications; the first `unreadCount` are unread. */
function notifServer(total: number, unreadCount = 0) {
  const all = Array.from({ length: total }, (_, i) => notif(i + 1, { read: i >= unreadCount }));
  let muted = false;
  const calls = mockFetch((_url, { method, url, body }) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (method === 'GET' && pathname === '/api/notifs') {
      const skip = Number(searchParams.get('skip'));
      const limit = Number(searchParams.get('limit'));
      return {
        body: {
          notifs: all.slice(skip, skip + limit),
          hasMore: skip + limit < all.length,
          unread: all.filter((x) => !x.read).length,
        },
      };
    }
    if (method === 'GET' && pathname === '/api/notifs/config') {
      return {
        body: { config: { itemId: searchParams.get('itemId'), actionType: searchParams.get('actionType'), disabled: muted } },
      };
    }
    if (method === 'POST' && pathname === '/api/notifs/config') {
      muted = (body as { disabled: boolean }).disabled;
      return { body: { config: body } };
    }
    return { body: { message: 'ok' } };
  });
  return calls;
}

const requests = (calls: FetchCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.url.startsWith(path));

describe('notifications', () => {
  it('says "All caught up" when there are none', async () => {
    notifServer(0);
    renderShell(<NotificationList />, { user: users.staff });
    expect(await screen.findByText('All caught up')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark All Read' })).not.toBeInTheDocument();
  });

  it('pages by 50 from skip 0 and loads more on demand', async () => {
    const calls = notifServer(60);
    const { events } = renderShell(<NotificationList />, { user: users.staff });
    // Wait on text, then ask for roles once: a role query polled by findBy*/waitFor checks all 50 rows on every try.
    await screen.findByText('Job 50');
    expect(screen.getAllByRole('listitem')).toHaveLength(50);
    expect(requests(calls, 'GET', '/api/notifs')[0].url).toBe('/api/notifs?limit=50&skip=0');

    await events.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByText('Job 60');
    expect(screen.getAllByRole('listitem')).toHaveLength(60);
    expect(requests(calls, 'GET', '/api/notifs').map((c) => c.url)).toContain('/api/notifs?limit=50&skip=50');
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('renders the server HTML and links to the item with notif=<id>', async () => {
    mockFetch(() => ({
      body: {
        notifs: [notif(1), notif(2, { url: '/app/projects/p1?tab=scenes', read: true, html: '<em>Scene</em> approved' })],
        hasMore: false,
        unread: 1,
      },
    }));
    renderShell(<NotificationList />, { user: users.staff });
    const first = await screen.findByRole('link', { name: /Job 1 claimed/ });
    expect(first).toHaveAttribute('href', '/app/jobs/j1?notif=n1');
    expect(first.querySelector('strong')).toHaveTextContent('Job 1');
    expect(screen.getByRole('link', { name: /Scene approved/ })).toHaveAttribute('href', '/app/projects/p1?tab=scenes&notif=n2');
  });

  it('says how many notices a folded row stands for, in words (issue 28)', async () => {
    mockFetch(() => ({
      body: {
        notifs: [notif(1, { count: 4, html: '<strong>Pat</strong> moved <strong>Rent</strong> to Launched' })],
        hasMore: false,
        unread: 1,
      },
    }));
    renderShell(<NotificationList />, { user: users.staff });
    expect(await screen.findByText('(4 updates, the latest shown)')).toBeInTheDocument();
    expect(screen.queryByText(/×4/)).not.toBeInTheDocument();
  });

  it('marks, unmarks and removes one item, then reloads the list', async () => {
    const calls = notifServer(2, 1);
    const { events } = renderShell(<NotificationList />, { user: users.staff });
    const [unread, read] = await screen.findAllByRole('listitem');

    await events.click(within(unread).getByRole('button', { name: 'Mark as read' }));
    await events.click(within(read).getByRole('button', { name: 'Mark as unread' }));
    await events.click(within(read).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(requests(calls, 'DELETE', '/api/notifs/n2')).toHaveLength(1));
    expect(requests(calls, 'POST', '/api/notifs/n1/mark')).toHaveLength(1);
    expect(requests(calls, 'POST', '/api/notifs/n2/unmark')).toHaveLength(1);
    await waitFor(() => expect(requests(calls, 'GET', '/api/notifs?').length).toBeGreaterThanOrEqual(4));
  });

  it('marks all read and clears all read', async () => {
    const calls = notifServer(3, 2);
    const { events } = renderShell(<NotificationList />, { user: users.staff });
    await events.click(await screen.findByRole('button', { name: 'Mark All Read' }));
    await events.click(screen.getByRole('button', { name: 'Clear All Read' }));
    await waitFor(() => expect(requests(calls, 'POST', '/api/notifs/clear-all')).toHaveLength(1));
    expect(requests(calls, 'POST', '/api/notifs/mark-all')).toHaveLength(1);
  });

  it('mutes one kind of notification for an item', async () => {
    const calls = notifServer(1, 1);
    const { events } = renderShell(<NotificationList />, { user: users.staff });
    await events.click(await screen.findByRole('button', { name: 'More options' }));
    const mute = await screen.findByRole('switch', { name: 'Mute these notifications for this item' });
    await waitFor(() => expect(mute).toBeEnabled());
    expect(requests(calls, 'GET', '/api/notifs/config')[0].url).toBe('/api/notifs/config?actionType=job%2Fclaim&itemId=j1');
    expect(mute).toHaveAttribute('aria-checked', 'false');

    await events.click(mute);
    await waitFor(() => expect(mute).toHaveAttribute('aria-checked', 'true'));
    expect(requests(calls, 'POST', '/api/notifs/config')[0].body).toEqual({
      itemId: 'j1',
      actionType: 'job/claim',
      disabled: true,
    });
  });

  it('shows the unread count on the bell and opens the panel, a dialog rather than a second Notifications region', async () => {
    notifServer(3, 2);
    const { events } = renderShell(<NotificationBell />, { user: users.staff });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();

    await events.click(bell);
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    // The dashboard has its own Notifications region: the panel must not be a landmark of the same name.
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(await within(panel).findAllByRole('listitem')).toHaveLength(3);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
  });

  it('polls every 5 minutes and stops after 12 polls', async () => {
    jest.useFakeTimers();
    try {
      const calls = notifServer(1);
      renderShell(<NotificationBell />, { user: users.staff, fakeTimers: true });
      await screen.findByRole('button', { name: 'Notifications' });
      const fetches = () => requests(calls, 'GET', '/api/notifs?').length;
      expect(fetches()).toBe(1);

      for (let poll = 1; poll <= NOTIF_MAX_POLLS + 3; poll += 1) {
        await act(async () => {
          jest.advanceTimersByTime(NOTIF_POLL_MS);
        });
      }
      await waitFor(() => expect(fetches()).toBe(1 + NOTIF_MAX_POLLS));
    } finally {
      jest.useRealTimers();
    }
  });
});
