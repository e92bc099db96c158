import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Feed, Post } from 'shared-api';
import { AppRoutes } from '../AppRoutes';
import { type FakeReply, mockFetch } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';

function feed(overrides: Partial<Feed>): Feed {
  return {
    _id: 'f',
    name: 'feed',
    description: '',
    icon: '',
    users: [],
    isAggregate: false,
    isLevelBased: false,
    isRoleBased: false,
    isSystem: false,
    isReadOnly: false,
    createdBy: null,
    postCount: 0,
    ...overrides,
  };
}

const FEEDS = [
  feed({ _id: 'f1', name: 'all', icon: 'apps', isAggregate: true, isSystem: true, postCount: 42 }),
  feed({ _id: 'f2', name: 'story-reception', isSystem: true, postCount: 1 }),
  feed({ _id: 'f3', name: 'staff', isLevelBased: true }),
  feed({ _id: 'f4', name: 'voice', isRoleBased: true }),
];

function post(overrides: Partial<Post> = {}): Post {
  return {
    _id: 'post1',
    feed: { _id: 'f1', name: 'all' },
    title: 'Studio closed on Friday',
    body: 'Enjoy the **long** weekend',
    bodyHtml: '<p>Enjoy the <strong>long</strong> weekend</p>',
    bodyPreview: 'Enjoy the long weekend',
    type: 'post',
    files: [],
    users: [],
    rating: 4,
    user: { _id: 'u1', name: 'Mai Manager', nameAlias: 'Mai', picture: null },
    private: false,
    done: false,
    meta: {},
    readByMe: false,
    okByMe: false,
    todoByMe: false,
    created: new Date(Date.now() - 5 * 60_000).toISOString(),
    updated: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

function serve(posts: (query: URLSearchParams) => FakeReply = () => ({ body: { posts: [], hasMore: false } })) {
  return mockFetch((url) => (url.pathname === '/api/feeds' ? { body: { feeds: FEEDS } } : posts(url.searchParams)));
}

const postQueries = (calls: { url: string }[]) =>
  calls
    .map((call) => new URL(call.url, 'http://x'))
    .filter((url) => url.pathname === '/api/posts')
    .map((url) => Object.fromEntries(url.searchParams));

describe('feed view', () => {
  it('/app/feed goes to the "all" feed', async () => {
    const calls = serve();
    renderAt('/app/feed', <AppRoutes />);
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/app/feed/all'));
    await screen.findByText('Nothing here');
    expect(postQueries(calls)[0]).toMatchObject({ feed: 'all', skip: '0', limit: '20' });
  });

  it('shows the feed title with its post count and the posts with author, age, rating and body', async () => {
    serve(() => ({ body: { posts: [post()], hasMore: false } }));
    renderAt('/app/feed/all', <AppRoutes />);

    const title = await screen.findByRole('heading', { level: 1, name: 'all' });
    expect(title).not.toHaveTextContent('apps');
    expect(await screen.findByText('42 posts')).toBeInTheDocument();
    const item = await screen.findByRole('listitem', { name: 'Studio closed on Friday' });
    expect(within(item).getByText('by Mai Manager')).toBeInTheDocument();
    expect(within(item).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(item).getByLabelText('Rating 4 of 5')).toBeInTheDocument();
    expect(within(item).getByText('long').tagName).toBe('STRONG');
  });

  it('lists the feeds on the side, grouped, each linking to its feed', async () => {
    serve();
    renderAt('/app/feed/all', <AppRoutes />);
    const nav = await screen.findByRole('navigation', { name: 'Feeds' });
    expect(within(nav).getByRole('link', { name: 'all' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'story-reception' })).toHaveAttribute('href', '/app/feed/story-reception');
    expect(within(within(nav).getByRole('region', { name: 'Levels' })).getByRole('link')).toHaveTextContent('staff');
    expect(within(within(nav).getByRole('region', { name: 'Roles' })).getByRole('link')).toHaveTextContent('voice');
  });

  it('opening another feed loads its posts', async () => {
    const calls = serve((query) => ({
      body: { posts: query.get('feed') === 'story-reception' ? [post({ _id: 'p2', title: 'A story' })] : [], hasMore: false },
    }));
    renderAt('/app/feed/all', <AppRoutes />);
    await userEvent.click(await screen.findByRole('link', { name: 'story-reception' }));

    expect(await screen.findByRole('listitem', { name: 'A story' })).toBeInTheDocument();
    expect(screen.getByText('1 post')).toBeInTheDocument();
    expect(postQueries(calls).map((query) => query.feed)).toEqual(['all', 'story-reception']);
  });

  it('says "Nothing here" for a feed without posts', async () => {
    serve();
    renderAt('/app/feed/voice', <AppRoutes />);
    expect(await screen.findByText('Nothing here')).toBeInTheDocument();
  });

  it('Load More asks for the next 20 posts and appends them', async () => {
    const calls = serve((query) =>
      query.get('skip') === '0'
        ? { body: { posts: [post({ _id: 'a', title: 'First post' })], hasMore: true } }
        : { body: { posts: [post({ _id: 'b', title: 'Second post' })], hasMore: false } },
    );
    renderAt('/app/feed/all', <AppRoutes />);
    await screen.findByRole('listitem', { name: 'First post' });

    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));

    expect(await screen.findByRole('listitem', { name: 'Second post' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'First post' })).toBeInTheDocument();
    expect(postQueries(calls).at(-1)).toMatchObject({ feed: 'all', skip: '20', limit: '20' });
  });
});
