import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from 'shared-api';
import { setLocale } from 'shared-ui';
import { mockFetch, users, type FakeReply } from 'shared-api/test-support';
import { renderAt, renderUi } from 'shared-ui/test-support';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '../AppRoutes';
import type { OverviewCard } from './api/get-overview-column';
import { OverviewCardItem } from './OverviewCardItem';

const COUNTS: Record<string, number> = { 'script-writing': 2, storyboarding: 0, production: 23, finalizing: 1, ready: 4 };

function card(overrides: Partial<OverviewCard> = {}): OverviewCard {
  return {
    _id: 'p1',
    title: 'Why cats purr',
    updated: '2024-03-05T10:00:00.000Z',
    thumbnail: null,
    collabs: [],
    level: 2,
    ...overrides,
  };
}

/** A server answering each column: 20 production cards then 3 more; one card elsewhere unless empty. */
function serve(reply?: (status: string, skip: number) => FakeReply) {
  return mockFetch((url) => {
    if (url.pathname !== '/api/projects/overview') return { status: 404, body: { message: 'Not found' } };
    const status = url.searchParams.get('status')!;
    const skip = Number(url.searchParams.get('skip'));
    if (reply) return reply(status, skip);
    const count = COUNTS[status];
    const shown = Math.min(20, Math.max(0, count - skip));
    const projects = Array.from({ length: shown }, (_, i) =>
      card({ _id: `${status}-${skip + i}`, title: `${status} project ${skip + i + 1}` }),
    );
    return { body: { projects, count, hasMore: skip + shown < count } };
  });
}

const overviewCalls = (calls: { url: string }[]) =>
  calls
    .map((call) => new URL(call.url, 'http://x'))
    .filter((url) => url.pathname === '/api/projects/overview')
    .map((url) => Object.fromEntries(url.searchParams));

const column = (name: RegExp) => screen.getByRole('region', { name });

describe('overview board', () => {
  beforeEach(() => useSession.setState({ user: users.admin }));

  it('shows the five status columns in order, each with its count and its first page of cards', async () => {
    const calls = serve();
    renderAt('/app/projects/overview', <AppRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Project Overview' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('link', { name: /production project/ })).toHaveLength(20));
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings).toHaveLength(5);
    [
      'Script Writing 2 projects',
      'Storyboarding 0 projects',
      'Production 23 projects',
      'Finalizing 1 project',
      'Ready 4 projects',
    ].forEach((name, i) => expect(headings[i]).toHaveAccessibleName(name));
    expect(overviewCalls(calls)).toEqual(
      ['script-writing', 'storyboarding', 'production', 'finalizing', 'ready'].map((status) => ({
        status,
        skip: '0',
        limit: '20',
      })),
    );
    expect(within(column(/^Storyboarding/)).getByText('No Projects Found')).toBeInTheDocument();
  });

  it('links each title to its project and shows the update date, level stars and first names', async () => {
    serve((status) => ({
      body: {
        projects:
          status === 'ready'
            ? [
                card({
                  _id: 'p9',
                  title: 'Rent Day',
                  level: 3,
                  collabs: [
                    { _id: 'u1', firstName: 'Ann' },
                    { _id: 'u2', firstName: 'Bo' },
                  ],
                }),
              ]
            : [],
        count: status === 'ready' ? 1 : 0,
        hasMore: false,
      },
    }));
    renderAt('/app/projects/overview', <AppRoutes />);
    const link = await screen.findByRole('link', { name: 'Rent Day' });
    expect(link).toHaveAttribute('href', '/app/projects/p9');
    const item = link.closest('li')!;
    expect(within(item).getByText('Updated Mar 5, 2024')).toHaveAttribute('datetime', '2024-03-05T10:00:00.000Z');
    expect(within(item).getByRole('img', { name: /3/ })).toBeInTheDocument();
    expect(within(item).getByRole('group', { name: 'Collaborators' })).toHaveTextContent('Ann, Bo');
  });

  it('Load More asks for the next page of that column alone and adds its cards', async () => {
    const calls = serve();
    renderAt('/app/projects/overview', <AppRoutes />);
    await waitFor(() => expect(screen.getAllByRole('link', { name: /production project/ })).toHaveLength(20));
    const production = column(/^Production/);
    // Only the production column has more.
    expect(screen.getAllByRole('button', { name: 'Load More' })).toHaveLength(1);
    await userEvent.click(within(production).getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(within(production).getAllByRole('link')).toHaveLength(23));
    expect(overviewCalls(calls).slice(5)).toEqual([{ status: 'production', skip: '20', limit: '20' }]);
    expect(within(production).queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('shows a thumbnail only when the project has one, and the switch hides them', async () => {
    serve((status) => ({
      body: {
        projects:
          status === 'production'
            ? [card({ _id: 'a', title: 'With cover', thumbnail: 'f1' }), card({ _id: 'b', title: 'Without cover' })]
            : [],
        count: status === 'production' ? 2 : 0,
        hasMore: false,
      },
    }));
    const { container } = renderAt('/app/projects/overview', <AppRoutes />);
    await screen.findByRole('link', { name: 'With cover' });
    const images = () => [...container.querySelectorAll('li img')].map((img) => img.getAttribute('src'));
    expect(images()).toEqual(['/media/f1_t.jpg']);
    const toggle = screen.getByRole('switch', { name: 'Show thumbnails' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(images()).toEqual([]);
    await userEvent.click(toggle);
    expect(images()).toEqual(['/media/f1_t.jpg']);
  });

  it('tells a non-admin the board is for admins, without asking the server', async () => {
    useSession.setState({ user: users.pm });
    const calls = serve();
    renderAt('/app/projects/overview', <AppRoutes />);
    expect(await screen.findByText('The overview board is for admins.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Projects by status' })).not.toBeInTheDocument();
    expect(overviewCalls(calls)).toEqual([]);
  });

  it('says so when the server refuses (403)', async () => {
    serve(() => ({ status: 403, body: { message: 'The overview board is for admins' } }));
    renderAt('/app/projects/overview', <AppRoutes />);
    expect(await screen.findByText('The overview board is for admins.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Projects by status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('shows a failed column with Retry, the other columns staying', async () => {
    let fail = true;
    serve((status) =>
      status === 'ready' && fail
        ? { status: 500, body: {} }
        : { body: { projects: [card({ _id: status, title: `${status} one` })], count: 1, hasMore: false } },
    );
    renderAt('/app/projects/overview', <AppRoutes />);
    const ready = await waitFor(() => column(/^Ready/));
    const retry = await within(ready).findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('link', { name: 'production one' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(retry);
    expect(await within(ready).findByRole('link', { name: 'ready one' })).toBeInTheDocument();
  });

  it('speaks Thai', async () => {
    serve();
    await act(() => setLocale('th'));
    try {
      renderAt('/app/projects/overview', <AppRoutes />);
      expect(await screen.findByRole('heading', { level: 1, name: 'ภาพรวมโปรเจกต์' })).toBeInTheDocument();
      expect(screen.getByRole('switch', { name: 'แสดงภาพตัวอย่าง' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: /^เขียนสคริปต์/ })).toBeInTheDocument());
    } finally {
      await act(() => setLocale('en'));
    }
  });
});

describe('a card', () => {
  it('shows level stars to PMs only', () => {
    useSession.setState({ user: users.staff });
    const { unmount } = renderUi(
      <MemoryRouter>
        <ul>
          <OverviewCardItem card={card({ level: 3 })} thumbnail />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    unmount();
    useSession.setState({ user: users.pm });
    renderUi(
      <MemoryRouter>
        <ul>
          <OverviewCardItem card={card({ level: 3 })} thumbnail />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.getByRole('img')).toBeInTheDocument();
  });
});
