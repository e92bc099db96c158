import { act, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { GLOBAL_SEARCH_DEBOUNCE_MS } from 'shared-api';
import { mockFetch, users, type FetchCall } from 'shared-api/test-support';
import { renderShell, unmountAndSettle } from '../test/render';
import { GlobalSearch } from './GlobalSearch';

const project = (id: string, title: string, status = 'production', thumbnail: string | null = null) => ({
  _id: id,
  title,
  status,
  thumbnail,
  updated: '2026-01-01T00:00:00.000Z',
});
const post = (id: string, title: string, feed: string, bodyPreview: string) => ({
  _id: id,
  title,
  feed: { _id: `f-${feed}`, name: feed },
  bodyPreview,
});

/** A search server: projects and posts whose title holds the term. */
function searchServer() {
  const projects = [project('p1', 'Wildlife cartoon', 'production', 'file-1'), project('p2', 'การ์ตูนสัตว์ป่า', 'script-writing')];
  const posts = [post('a1', 'Wildlife shoot notes', 'all', 'Bring the long lens'), post('a2', 'ประชุมสัตว์ป่า', 'studio', 'วันจันทร์')];
  const threads = [
    {
      conversation: { _id: 'c1', title: 'Sara Staff' },
      preview: 'The wildlife footage is in the drive',
      messageId: 'm1',
      created: '2026-01-01T00:00:00.000Z',
    },
  ];
  return mockFetch((url) => {
    const term = (url.searchParams.get('term') ?? '').toLowerCase();
    if (url.pathname === '/api/projects/search')
      return { body: { projects: projects.filter((p) => p.title.toLowerCase().includes(term)), skip: 0, hasMore: false } };
    if (url.pathname === '/api/posts/search')
      return { body: { posts: posts.filter((p) => p.title.toLowerCase().includes(term)) } };
    if (url.pathname === '/api/messages/search')
      return { body: { conversations: threads.filter((thread) => thread.preview.toLowerCase().includes(term)) } };
    return { status: 404, body: { message: 'Not found' } };
  });
}

const searchesOf = (calls: FetchCall[]) =>
  calls
    .filter((call) => call.url.startsWith('/api/projects/search'))
    .map((call) => new URL(call.url, 'http://x').searchParams.get('term'));

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname}</output>;
}

function renderSearch(fakeTimers = false) {
  return renderShell(
    <>
      <GlobalSearch />
      <input aria-label="Other field" />
      <Where />
    </>,
    { user: users.staff, fakeTimers },
  );
}

const box = () => screen.getByRole('combobox', { name: 'Search' });

describe('GlobalSearch', () => {
  afterEach(unmountAndSettle);

  it('asks once the typing has paused for 200 ms, with the whole term', async () => {
    jest.useFakeTimers();
    try {
      const calls = searchServer();
      const { events } = renderSearch(true);
      await events.type(box(), 'wi');
      await act(async () => {
        jest.advanceTimersByTime(GLOBAL_SEARCH_DEBOUNCE_MS - 1);
      });
      await events.type(box(), 'ld');
      expect(searchesOf(calls)).toEqual([]);
      await act(async () => {
        jest.advanceTimersByTime(GLOBAL_SEARCH_DEBOUNCE_MS);
      });
      expect(await screen.findByRole('option', { name: /Wildlife cartoon/ })).toBeInTheDocument();
      expect(searchesOf(calls)).toEqual(['wild']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('groups projects (cover, status label) and posts (feed, preview), in Thai too', async () => {
    searchServer();
    const { events } = renderSearch();
    await events.type(box(), 'wild');
    const listbox = await screen.findByRole('listbox');
    const projects = await within(listbox).findByRole('group', { name: 'Projects' });
    const found = within(projects).getByRole('option', { name: /Wildlife cartoon/ });
    expect(within(found).getByText('Production')).toBeInTheDocument();
    expect(found.querySelector('img')).toHaveAttribute('src', '/media/file-1_t.jpg');
    const posts = within(listbox).getByRole('group', { name: 'Posts' });
    const note = within(posts).getByRole('option', { name: /Wildlife shoot notes/ });
    expect(note).toHaveTextContent('in All posts');
    expect(note).toHaveTextContent('Bring the long lens');
    const messages = within(listbox).getByRole('group', { name: 'Messages' });
    await events.click(within(messages).getByRole('option', { name: /Sara Staff/ }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/app/messages');

    await events.clear(box());
    await events.type(box(), 'สัตว์ป่า');
    const thai = await screen.findByRole('option', { name: /การ์ตูนสัตว์ป่า/ });
    expect(within(thai).getByText('Script Writing')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /ประชุมสัตว์ป่า/ })).toHaveTextContent('in studio');
  });

  it('walks the results with the arrow keys and opens one with Enter', async () => {
    searchServer();
    const { events } = renderSearch();
    await events.type(box(), 'wild');
    await screen.findByRole('option', { name: /Sara Staff/ });
    await screen.findByRole('option', { name: /Wildlife shoot notes/ });
    await events.keyboard('{ArrowDown}');
    const [first, second, third] = screen.getAllByRole('option');
    expect(box()).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await events.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', second.id);
    await events.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', third.id);
    await events.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', first.id);
    await events.keyboard('{ArrowUp}');
    await events.keyboard('{ArrowUp}');
    await events.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/app/feed/all/post/a1');
    expect(box()).toHaveValue('');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a clicked result', async () => {
    searchServer();
    const { events } = renderSearch();
    await events.type(box(), 'wild');
    await events.click(await screen.findByRole('option', { name: /Wildlife cartoon/ }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/app/projects/p1');
  });

  it('closes with Escape, then clears the term with a second Escape', async () => {
    searchServer();
    const { events } = renderSearch();
    await events.type(box(), 'wild');
    await screen.findByRole('option', { name: /Wildlife cartoon/ });
    await events.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(box()).toHaveValue('wild');
    await events.keyboard('{Escape}');
    expect(box()).toHaveValue('');
  });

  it("says 'Nothing found' when no group has a result", async () => {
    searchServer();
    const { events } = renderSearch();
    await events.type(box(), 'zebra');
    expect(await screen.findByText('Nothing found')).toBeVisible();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('does nothing for a blank term', async () => {
    jest.useFakeTimers();
    try {
      const calls = searchServer();
      const { events } = renderSearch(true);
      await events.type(box(), '   ');
      await act(async () => {
        jest.advanceTimersByTime(GLOBAL_SEARCH_DEBOUNCE_MS * 2);
      });
      expect(calls).toEqual([]);
      expect(box()).toHaveAttribute('aria-expanded', 'false');
    } finally {
      jest.useRealTimers();
    }
  });

  it("focuses with '/' from anywhere but a text field", async () => {
    searchServer();
    const { events } = renderSearch();
    await events.click(screen.getByRole('status', { name: 'location' }));
    await events.keyboard('/');
    expect(box()).toHaveFocus();
    expect(box()).toHaveValue('');

    const other = screen.getByRole('textbox', { name: 'Other field' });
    await events.click(other);
    await events.keyboard('a/b');
    expect(other).toHaveValue('a/b');
    expect(other).toHaveFocus();
  });
});
