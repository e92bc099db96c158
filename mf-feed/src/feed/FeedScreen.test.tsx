import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserNavigation, useSession, type Feed, type Post } from 'shared-api';
import { AppRoutes } from '../AppRoutes';
import { type FakeReply, type FetchCall, listen, mockFetch, replyWith, users } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';

function feed(overrides: Partial<Feed>): Feed {
  return {
    _id: 'f',
    name: 'feed',
    description: '',
    icon: '',
    users: [],
    people: [],
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
    myRating: null,
    ratingCount: 0,
    canEdit: false,
    commentCounts: { total: 0, byTag: { '': 0 } },
    created: new Date(Date.now() - 5 * 60_000).toISOString(),
    updated: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

function serve(
  posts: (query: URLSearchParams) => FakeReply = () => ({ body: { posts: [], hasMore: false } }),
  other: (url: URL, call: FetchCall) => FakeReply | undefined = () => undefined,
) {
  return mockFetch(
    (url, call) => other(url, call) ?? (url.pathname === '/api/feeds' ? { body: { feeds: FEEDS } } : posts(url.searchParams)),
  );
}

/** Serves one post; the server holds its answer to `tail` until released, then refuses with `message`. */
function refuseHeld(tail: string, message: string) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  serve(() => ({ body: { posts: [post()], hasMore: false } }));
  const served = globalThis.fetch;
  globalThis.fetch = ((path: string, init?: RequestInit) =>
    String(path).endsWith(tail)
      ? held.then(() => replyWith({ status: 403, body: { message } }))
      : served(path, init)) as typeof fetch;
  return () => release();
}

beforeEach(() => useSession.setState({ user: users.staff }));

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

    // System feeds read as words, not their slug.
    const title = await screen.findByRole('heading', { level: 1, name: 'All posts' });
    expect(title).not.toHaveTextContent('apps');
    expect(screen.getByText('Everything you can read')).toBeInTheDocument();
    expect(await screen.findByText('42 posts')).toBeInTheDocument();
    const item = await screen.findByRole('listitem', { name: 'Studio closed on Friday' });
    expect(within(item).getByText('by Mai Manager')).toBeInTheDocument();
    expect(within(item).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(item).getByLabelText('Rating 4 of 5')).toBeInTheDocument();
    expect(within(item).getByText('Enjoy the long weekend')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Show the whole post' }));
    expect(within(item).getByText('long').tagName).toBe('STRONG');
  });

  it('lists the feeds on the side, grouped, each linking to its feed', async () => {
    serve();
    renderAt('/app/feed/all', <AppRoutes />);
    const nav = await screen.findByRole('navigation', { name: 'Feeds' });
    expect(within(nav).getByRole('link', { name: 'All posts' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Story reception' })).toHaveAttribute('href', '/app/feed/story-reception');
    expect(within(within(nav).getByRole('region', { name: 'Levels' })).getByRole('link')).toHaveTextContent('Staff');
    expect(within(within(nav).getByRole('region', { name: 'Roles' })).getByRole('link')).toHaveTextContent('Voice');
  });

  it('opening another feed loads its posts', async () => {
    const calls = serve((query) => ({
      body: { posts: query.get('feed') === 'story-reception' ? [post({ _id: 'p2', title: 'A story' })] : [], hasMore: false },
    }));
    renderAt('/app/feed/all', <AppRoutes />);
    await userEvent.click(await screen.findByRole('link', { name: 'Story reception' }));

    expect(await screen.findByRole('listitem', { name: 'A story' })).toBeInTheDocument();
    expect(screen.getByText('1 post')).toBeInTheDocument();
    expect(postQueries(calls).map((query) => query.feed)).toEqual(['all', 'story-reception']);
  });

  const roleFeedLink = () =>
    within(within(screen.getByRole('navigation', { name: 'Feeds' })).getByRole('region', { name: 'Roles' })).getByRole('link');

  it('level and role feeds link admins to their people in the user list', async () => {
    useSession.setState({ user: users.admin });
    serve();
    renderAt('/app/feed/staff', <AppRoutes />);
    expect(await screen.findByRole('link', { name: 'See the people of this level' })).toHaveAttribute(
      'href',
      '/app/users?level=staff',
    );
    await userEvent.click(roleFeedLink());
    expect(await screen.findByRole('link', { name: 'See the people with this role' })).toHaveAttribute(
      'href',
      '/app/users?role=voice',
    );
  });

  it('others read who a level or role feed is for, with no link to the admins-only user list', async () => {
    serve();
    renderAt('/app/feed/staff', <AppRoutes />);
    expect(await screen.findByText('For everyone at the Staff level')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /See the people/ })).not.toBeInTheDocument();
    await userEvent.click(roleFeedLink());
    expect(await screen.findByText('For everyone with the Voice Over role')).toBeInTheDocument();
    expect(document.querySelector('a[href^="/app/users"]')).toBeNull();
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

  it('searches 500 ms after typing stops, and sorts and filters on the server', async () => {
    const calls = serve();
    renderAt('/app/feed/all', <AppRoutes />);
    await screen.findByText('Nothing here');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search this feed' }), 'ข่าว');
    await waitFor(() => expect(postQueries(calls).at(-1)).toMatchObject({ search: 'ข่าว' }));
    // One request for the whole word, not one per keystroke.
    expect(postQueries(calls).filter((query) => query.search)).toHaveLength(1);
    expect(await screen.findByText('No Result')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Rating');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Unrated');
    await waitFor(() => expect(postQueries(calls).at(-1)).toMatchObject({ sort: 'rating', show: 'unrated', search: 'ข่าว' }));
  });

  it('the to-do feed says "All done" when empty', async () => {
    serve();
    renderAt('/app/feed/to-do', <AppRoutes />);
    expect(await screen.findByText('All done')).toBeInTheDocument();
  });

  it('a post read on the unread feed fades out and the list reloads without it', async () => {
    let read = false;
    const calls = serve(
      () => ({ body: { posts: read ? [] : [post()], hasMore: false } }),
      (url) => {
        if (url.pathname.endsWith('/track-users')) {
          read = true;
          return { body: { message: 'Marked as read' } };
        }
        return undefined;
      },
    );
    renderAt('/app/feed/unread', <AppRoutes />);
    const item = await screen.findByRole('listitem', { name: 'Studio closed on Friday' });
    await userEvent.click(within(item).getByRole('button', { name: 'Show the whole post' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Studio closed on Friday' })).not.toBeInTheDocument());
    expect(calls.find((call) => call.url.endsWith('/track-users'))?.body).toEqual({ markAsRead: true });
  });

  it('rating a post sends the stars and shows the new average; above 3 is highlighted; its comment count stays', async () => {
    const commentCounts = { total: 2, byTag: { '': 2 } };
    const calls = serve(
      () => ({ body: { posts: [post({ rating: 3, commentCounts })], hasMore: false } }),
      (url) =>
        url.pathname.endsWith('/rate')
          ? { body: { message: 'Rating saved', post: post({ rating: 5, myRating: 5, ratingCount: 1, commentCounts }) } }
          : undefined,
    );
    renderAt('/app/feed/all', <AppRoutes />);
    const item = await screen.findByRole('listitem', { name: 'Studio closed on Friday' });
    expect(within(item).getByLabelText('Rating 3 of 5')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: '2 comments: open the comments' })).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('radio', { name: 'Rate 5 of 5' }));
    expect(await within(item).findByLabelText('Rating 5 of 5')).toBeInTheDocument();
    expect(within(item).getByText('1 person rated')).toBeInTheDocument();
    // The post the server hands back replaces the shown one, its comment count with it.
    expect(within(item).getByRole('link', { name: '2 comments: open the comments' })).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/rate'))?.body).toEqual({ rating: 5 });
  });
});

describe('post menu', () => {
  const toasts = listen('toast');

  it('offers to-do, Done, copy, mark as read; edit and delete only to who may edit', async () => {
    serve(() => ({ body: { posts: [post()], hasMore: false } }));
    renderAt('/app/feed/all', <AppRoutes />);
    const item = await screen.findByRole('listitem', { name: 'Studio closed on Friday' });
    await userEvent.click(within(item).getByRole('button', { name: 'Post actions' }));
    const names = screen.getAllByRole('menuitem').map((entry) => entry.textContent);
    expect(names).toEqual(['To-do', 'Done', 'Copy post URL', 'Mark as read']);
  });

  it('a story-reception post offers Convert to Project to PMs, and Go to Project once it has one', async () => {
    useSession.setState({ user: users.pm });
    serve(() => ({
      body: {
        posts: [
          post({ _id: 's1', title: 'A story', feed: { _id: 'f2', name: 'story-reception' }, type: 'user-story' }),
          post({ _id: 's2', title: 'Converted', feed: { _id: 'f2', name: 'story-reception' }, meta: { projectId: 'p9' } }),
        ],
        hasMore: false,
      },
    }));
    renderAt('/app/feed/story-reception', <AppRoutes />);
    const story = await screen.findByRole('listitem', { name: 'A story' });
    await userEvent.click(within(story).getByRole('button', { name: 'Post actions' }));
    expect(screen.getByRole('menuitem', { name: 'Convert to Project' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    const converted = screen.getByRole('listitem', { name: 'Converted' });
    await userEvent.click(within(converted).getByRole('button', { name: 'Post actions' }));
    expect(screen.getByRole('menuitem', { name: 'Go to Project' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Convert to Project' })).not.toBeInTheDocument();
  });

  it('Convert to Project splits the story as the server does, and opens the new project', async () => {
    useSession.setState({ user: users.pm });
    const body = [
      'My grandmother ran a noodle stall.',
      '',
      '## What will this story teach people?',
      '',
      'Small kindness changes a street.',
    ].join('\n');
    const calls = serve(
      () => ({
        body: {
          posts: [post({ _id: 's1', title: 'A story', body, feed: { _id: 'f2', name: 'story-reception' }, type: 'user-story' })],
          hasMore: false,
        },
      }),
      (url) =>
        url.pathname === '/api/posts/s1/create/project'
          ? { status: 201, body: { message: 'Project created', project: { _id: 'p9' } } }
          : undefined,
    );
    const push = jest.spyOn(browserNavigation, 'push').mockImplementation(() => undefined);
    renderAt('/app/feed/story-reception', <AppRoutes />);
    const story = await screen.findByRole('listitem', { name: 'A story' });
    await userEvent.click(within(story).getByRole('button', { name: 'Post actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Convert to Project' }));
    const form = await screen.findByRole('form', { name: 'Create Project from Story' });
    // The heading starts the comments whole (its "##" too), not a stray "##" left at the script's end, as the server splits it.
    expect(within(form).getByRole('textbox', { name: 'Raw Script' })).toHaveValue('My grandmother ran a noodle stall.');
    expect(within(form).getByRole('textbox', { name: 'Additional comments' })).toHaveValue(
      '## What will this story teach people?\n\nSmall kindness changes a street.',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/app/projects/p9/scenes'));
    expect(calls.find((call) => call.url === '/api/posts/s1/create/project')?.body).toEqual({
      title: 'A story',
      rawScriptBody: 'My grandmother ran a noodle stall.',
      rawScriptComment: '## What will this story teach people?\n\nSmall kindness changes a street.',
    });
    // The toast shows the server's sentence as sent (the server words it in the reader's language).
    expect(toasts).toContainEqual({ kind: 'success', message: 'Project created' });
    push.mockRestore();
  });

  it.each([
    { choose: 'Done', then: 'Unmark As Done', tail: '/done', refusal: 'Only its readers may mark this post done' },
    { choose: 'To-do', then: 'Remove from To-do', tail: '/todo', refusal: 'Private posts have no to-do' },
  ])("$choose shows at once while the server is slow; a refusal takes it back with the server's sentence", async (row) => {
    const release = refuseHeld(row.tail, row.refusal);
    renderAt('/app/feed/all', <AppRoutes />);
    const item = await screen.findByRole('listitem', { name: 'Studio closed on Friday' });
    const menuShows = async (name: string) => {
      await userEvent.click(within(item).getByRole('button', { name: 'Post actions' }));
      expect(screen.getByRole('menuitem', { name })).toBeInTheDocument();
    };
    await menuShows(row.choose);
    await userEvent.click(screen.getByRole('menuitem', { name: row.choose }));
    await menuShows(row.then);
    await userEvent.keyboard('{Escape}');

    await act(async () => release());
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', message: row.refusal }));
    await menuShows(row.choose);
  });

  it('the Done badge shows at once and goes when the server refuses', async () => {
    const release = refuseHeld('/done', 'Only its readers may mark this post done');
    renderAt('/app/feed/all', <AppRoutes />);
    const item = await screen.findByRole('listitem', { name: 'Studio closed on Friday' });
    await userEvent.click(within(item).getByRole('button', { name: 'Post actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Done' }));
    expect(within(item).getByText('Done')).toBeInTheDocument();
    await act(async () => release());
    await waitFor(() => expect(within(item).queryByText('Done')).not.toBeInTheDocument());
  });

  it('Done marks the post done; delete asks first and removes it', async () => {
    let gone = false;
    const calls = serve(
      () => ({ body: { posts: gone ? [] : [post({ canEdit: true })], hasMore: false } }),
      (url, call) => {
        if (url.pathname.endsWith('/done'))
          return { body: { message: 'Marked as done', post: post({ done: true, canEdit: true }) } };
        if (call.method === 'DELETE') {
          gone = true;
          return { body: { message: 'Post removed' } };
        }
        return undefined;
      },
    );
    renderAt('/app/feed/all', <AppRoutes />);
    const item = await screen.findByRole('listitem', { name: 'Studio closed on Friday' });
    await userEvent.click(within(item).getByRole('button', { name: 'Post actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Done' }));
    await waitFor(() => expect(calls.find((call) => call.url.endsWith('/done'))?.body).toEqual({ done: true }));

    await userEvent.click(within(item).getByRole('button', { name: 'Post actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'You sure you want to remove this post?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Studio closed on Friday' })).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'DELETE')?.url).toContain('/api/posts/post1');
  });
});

describe('managing feeds', () => {
  const toasts = listen('toast');
  const CREW = feed({
    _id: 'f5',
    name: 'crew',
    description: 'The crew',
    users: ['u-staff'],
    people: [{ _id: 'u-staff', name: 'Sam Staff', nameAlias: '', picture: null }],
    createdBy: 'u-staff',
    postCount: 2,
  });
  /** The feeds with the crew's user feed, and `write` answering the feed calls that change something. */
  const serveFeeds = (write: (url: URL, call: FetchCall) => FakeReply | undefined = () => undefined) =>
    serve(undefined, (url, call) => {
      if (call.method !== 'GET') return write(url, call) ?? { status: 500, body: { message: 'Unexpected' } };
      if (url.pathname === '/api/feeds') return { body: { feeds: [...FEEDS, CREW] } };
      if (url.pathname === '/api/users')
        return { body: { users: [{ _id: 'u-pat', name: 'Pat Freelancer', picture: null }], count: 1 } };
      return undefined;
    });
  const openManage = async (entry: string) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Manage feed' }));
    await userEvent.click(screen.getByRole('menuitem', { name: entry }));
  };
  const writes = (calls: FetchCall[]) => calls.filter((call) => call.method !== 'GET');

  it('an admin creates a feed with the feed form (a blank name sends nothing) and lands on it', async () => {
    useSession.setState({ user: users.admin });
    const calls = serveFeeds((url) =>
      url.pathname === '/api/feeds'
        ? { status: 201, body: { message: 'Feed created', feed: feed({ _id: 'f9', name: 'Night crew' }) } }
        : undefined,
    );
    renderAt('/app/feed/all', <AppRoutes />);
    await openManage('New Feed');
    const form = await screen.findByRole('form', { name: 'New Feed' });
    const name = within(form).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveFocus();
    await userEvent.type(name, '   ');
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(writes(calls)).toEqual([]);
    await userEvent.clear(name);
    await userEvent.type(name, '  Night crew ');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Description' }), 'After hours');
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/app/feed/Night%20crew'));
    expect(writes(calls)).toMatchObject([
      { method: 'POST', url: '/api/feeds', body: { name: 'Night crew', description: 'After hours' } },
    ]);
    expect(toasts).toContainEqual({ kind: 'success', message: 'Feed created' });
    expect(screen.queryByRole('form', { name: 'New Feed' })).not.toBeInTheDocument();
  });

  it("the feed's creator edits it; a refusal stays in the form naming the field", async () => {
    let taken = true;
    const calls = serveFeeds((url) => {
      if (url.pathname !== '/api/feeds/f5') return undefined;
      if (taken) {
        taken = false;
        return { status: 409, body: { message: 'name: a feed named "studio" exists already' } };
      }
      return { body: { message: 'Changes have been saved', feed: { ...CREW, name: 'crew', description: 'Our crew' } } };
    });
    renderAt('/app/feed/crew', <AppRoutes />);
    await openManage('Edit Feed');
    const form = await screen.findByRole('form', { name: 'Edit Feed' });
    const name = within(form).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('crew');
    const description = within(form).getByRole('textbox', { name: 'Description' });
    expect(description).toHaveValue('The crew');
    await userEvent.clear(name);
    await userEvent.type(name, 'studio');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('name: a feed named "studio" exists already');
    await userEvent.clear(name);
    await userEvent.type(name, 'crew');
    await userEvent.clear(description);
    await userEvent.type(description, 'Our crew');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Feed' })).not.toBeInTheDocument());
    expect(writes(calls).map((call) => call.body)).toEqual([
      { name: 'studio', description: 'The crew' },
      { name: 'crew', description: 'Our crew' },
    ]);
    expect(toasts).toContainEqual({ kind: 'success', message: 'Changes have been saved' });
  });

  it("the feed user form adds and removes the feed's people", async () => {
    const calls = serveFeeds((url) =>
      url.pathname === '/api/feeds/f5' ? { body: { message: 'Changes have been saved', feed: CREW } } : undefined,
    );
    renderAt('/app/feed/crew', <AppRoutes />);
    await openManage('Edit People');
    const form = await screen.findByRole('form', { name: 'People of crew' });
    expect(within(form).getByText('Sam Staff')).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('searchbox', { name: 'Find a person' }), 'Pat');
    await userEvent.click(await within(form).findByRole('button', { name: 'Add Pat Freelancer' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Remove Sam Staff' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'People of crew' })).not.toBeInTheDocument());
    expect(writes(calls)).toMatchObject([{ method: 'POST', url: '/api/feeds/f5', body: { users: ['u-pat'] } }]);
    // The lookup asks for 10 people matching what was typed.
    expect(calls.some((call) => call.url === '/api/users?limit=10&lookup=Pat')).toBe(true);
  });

  it('removing the feed asks first, then lands on the first feed', async () => {
    const calls = serveFeeds((url, call) =>
      call.method === 'DELETE' && url.pathname === '/api/feeds/crew' ? { body: { message: 'Feed removed' } } : undefined,
    );
    renderAt('/app/feed/crew', <AppRoutes />);
    await openManage('Remove Feed');
    let dialog = await screen.findByRole('dialog', { name: 'You sure you want to remove this feed?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(calls)).toEqual([]);

    await openManage('Remove Feed');
    dialog = await screen.findByRole('dialog', { name: 'You sure you want to remove this feed?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Feed' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/app/feed/all'));
    expect(writes(calls)).toMatchObject([{ method: 'DELETE', url: '/api/feeds/crew' }]);
    expect(toasts).toContainEqual({ kind: 'success', message: 'Feed removed' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a refused removal shows why in the dialog and stays on the feed', async () => {
    serveFeeds((_url, call) =>
      call.method === 'DELETE'
        ? { status: 403, body: { message: 'Only its creator or an admin changes a user feed' } }
        : undefined,
    );
    renderAt('/app/feed/crew', <AppRoutes />);
    await openManage('Remove Feed');
    const dialog = await screen.findByRole('dialog', { name: 'You sure you want to remove this feed?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Feed' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only its creator or an admin changes a user feed');
    expect(screen.getByTestId('address')).toHaveTextContent('/app/feed/crew');
    expect(toasts).not.toContainEqual(expect.objectContaining({ kind: 'success' }));
    // Cancelling clears the refusal for next time.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await openManage('Remove Feed');
    const again = await screen.findByRole('dialog', { name: 'You sure you want to remove this feed?' });
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
  });
});
