/**
 * The messages screen against the calls (a fake server keeping conversations and messages): the list with
 * unread badges, a thread with day separators that is marked read when open, Enter sends and Shift+Enter starts a
 * new line, a failed send keeps the text and is retried once with the same client id, a new conversation from the
 * people lookup, a group's people added and removed, and joining a public conversation.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from 'shared-api';
import { mockFetch, users, type FakeReply, type FetchCall } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { AppRoutes } from '../AppRoutes';
import type { Conversation, Message } from './api/types';
import '../i18n';

const me = users.staff;
const ref = (user: { _id: string; name: string }) => ({ _id: user._id, name: user.name, nameAlias: '', picture: null });
const pat = ref(users.pm);
const fay = ref(users.freelancer);

const at = (daysAgo: number, hour: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo, hour, 0).toISOString();
};

type World = { conversations: Conversation[]; messages: Record<string, Message[]> };

/** A conversation as the server presents it to `me` (a member who may post), with these fields changed. */
const conversation = (fields: Partial<Conversation> & Pick<Conversation, '_id' | 'title' | 'users'>): Conversation => ({
  isGroup: false,
  isPublic: false,
  isMember: true,
  createdBy: null,
  can: { post: true, addMember: false, join: false },
  lastMessage: null,
  lastActivity: new Date().toISOString(),
  unread: 0,
  ...fields,
});

const message = (fields: Pick<Message, '_id' | 'text' | 'user' | 'created'> & Partial<Message>): Message => ({
  conversationId: 'c1',
  files: [],
  clientId: null,
  ...fields,
});

function world(): World {
  return {
    conversations: [
      conversation({
        _id: 'c1',
        title: 'Pat PM',
        users: [ref(me), pat],
        lastMessage: { text: 'See you tomorrow', created: at(0, 9), user: pat, hasFiles: false },
        unread: 2,
      }),
      conversation({
        _id: 'c2',
        title: 'Voice team',
        users: [ref(me), pat, fay],
        isGroup: true,
        createdBy: me._id,
        can: { post: true, addMember: true, join: false },
      }),
    ],
    messages: {
      c1: [
        message({ _id: 'm1', text: 'Is the script ready?', user: ref(me), created: at(3, 10) }),
        message({ _id: 'm2', text: 'Almost', user: pat, created: at(1, 11) }),
        message({ _id: 'm3', text: 'See you tomorrow', user: pat, created: at(0, 9) }),
      ],
      c2: [],
    },
  };
}

let sendFailures = 0;

function serve(state: World, extra: (url: URL, call: FetchCall) => FakeReply | undefined = () => undefined) {
  return mockFetch((url, call) => {
    const handled = extra(url, call);
    if (handled) return handled;
    const path = url.pathname;
    if (path === '/api/messages/conversations' && call.method === 'GET')
      return { body: { conversations: state.conversations, hasMore: false } };
    if (path === '/api/messages/unread')
      return { body: { count: state.conversations.reduce((sum, each) => sum + each.unread, 0) } };
    if (path === '/api/messages/people') return { body: { users: [fay, pat] } };
    const match = /^\/api\/messages\/conversations\/([^/]+)(?:\/(\w+))?(?:\/([^/]+))?$/.exec(path);
    if (!match) return { status: 404, body: { message: 'Not found' } };
    const [, id, part, userId] = match;
    const found = state.conversations.find((each) => each._id === id);
    if (!found) return { status: 404, body: { message: 'Conversation not found' } };
    if (!part) return { body: { conversation: found } };
    if (part === 'messages' && call.method === 'GET') {
      const all = [...(state.messages[id] ?? [])].reverse();
      const before = url.searchParams.get('before');
      const limit = Number(url.searchParams.get('limit'));
      const from = before ? all.findIndex((each) => each._id === before) + 1 : 0;
      return { body: { messages: all.slice(from, from + limit), hasMore: from + limit < all.length } };
    }
    if (part === 'messages' && call.method === 'POST') {
      if (sendFailures > 0) {
        sendFailures -= 1;
        return { status: 503, body: { message: 'The database is busy; try again in a moment' } };
      }
      const body = call.body as { text: string; clientId: string };
      const list = (state.messages[id] ??= []);
      const already = list.find((each) => each.clientId === body.clientId);
      if (already) return { status: 201, body: { message: already } };
      const sent = message({
        _id: `m${list.length + 100}`,
        conversationId: id,
        text: body.text,
        user: ref(me),
        created: new Date().toISOString(),
        clientId: body.clientId,
      });
      list.push(sent);
      found.lastMessage = { text: sent.text, created: sent.created, user: ref(me), hasFiles: false };
      return { status: 201, body: { message: sent } };
    }
    if (part === 'read') {
      found.unread = 0;
      return { body: { message: 'Marked as read', unread: 0 } };
    }
    if (part === 'members' && userId && call.method === 'POST') {
      found.users = [...found.users, fay._id === userId ? fay : pat];
      return { body: { conversation: found } };
    }
    if (part === 'members' && userId && call.method === 'DELETE') {
      found.users = found.users.filter((each) => each._id !== userId);
      return { body: { message: 'Member removed' } };
    }
    if (part === 'join') {
      Object.assign(found, {
        users: [...found.users, ref(me)],
        isMember: true,
        can: { post: true, addMember: true, join: false },
      });
      return { body: { conversation: found } };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
}

const posts = (calls: FetchCall[], suffix: string) =>
  calls.filter((call) => call.method === 'POST' && new URL(call.url, 'http://x').pathname.endsWith(suffix));

beforeEach(() => {
  sendFailures = 0;
  useSession.setState({ user: me });
});

describe('messages screen', () => {
  it('lists the conversations with their unread badges; opening one shows its days and marks it read', async () => {
    const state = world();
    const calls = serve(state);
    renderAt('/app/messages', <AppRoutes />);
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const first = within(list).getByRole('link', { name: /Pat PM/ });
    expect(first).toHaveTextContent('2 unread messages');
    expect(within(list).getByRole('link', { name: /Voice team/ })).not.toHaveTextContent('unread');
    expect(screen.getByText('Choose a conversation, or start a new one')).toBeInTheDocument();

    await userEvent.click(first);
    expect(screen.getByTestId('address')).toHaveTextContent('/app/messages?conversation=c1');
    const log = await screen.findByRole('log', { name: 'Messages with Pat PM' });
    await within(log).findByText('See you tomorrow');
    expect(
      within(log)
        .getAllByRole('heading', { level: 3 })
        .map((day) => day.textContent),
    ).toEqual([expect.stringMatching(/\d{4}/), 'Yesterday', 'Today']);
    expect(within(log).getAllByRole('img', { name: 'Pat PM' })[0]).toBeInTheDocument();
    await waitFor(() => expect(posts(calls, '/c1/read')).toHaveLength(1));
    await waitFor(() => expect(within(list).getByRole('link', { name: /Pat PM/ })).not.toHaveTextContent('unread'));
  });

  it('loads older messages by cursor', async () => {
    const state = world();
    state.messages.c1 = Array.from({ length: 35 }, (_, i) =>
      message({
        _id: `old${i}`,
        text: `Message number ${i}`,
        user: pat,
        created: new Date(Date.now() - (40 - i) * 60_000).toISOString(),
      }),
    );
    const calls = serve(state);
    renderAt('/app/messages?conversation=c1', <AppRoutes />);
    const log = await screen.findByRole('log');
    await within(log).findByText('Message number 34');
    expect(within(log).queryByText('Message number 4')).not.toBeInTheDocument();
    await userEvent.click(within(log).getByRole('button', { name: 'Load older messages' }));
    await within(log).findByText('Message number 0');
    const reads = calls.filter((call) => call.method === 'GET' && call.url.includes('/messages?'));
    expect(reads.map((call) => new URL(call.url, 'http://x').searchParams.get('before'))).toContain('old5');
  });

  it('Enter sends the message; Shift+Enter starts a new line', async () => {
    const state = world();
    const calls = serve(state);
    renderAt('/app/messages?conversation=c1', <AppRoutes />);
    const box = await screen.findByRole('textbox', { name: 'Write a message' });
    await userEvent.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(box).toHaveValue('First line\nsecond line');
    expect(posts(calls, '/c1/messages')).toHaveLength(0);
    await userEvent.type(box, '{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    const sent = posts(calls, '/c1/messages');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatchObject({ text: 'First line\nsecond line', files: [], clientId: expect.any(String) });
    const log = screen.getByRole('log');
    await waitFor(() => expect(within(log).getByText(/First line/)).toHaveTextContent('First line second line'));
  });

  it('a send that fails keeps the text; sending again reuses its client id and the message shows once', async () => {
    const state = world();
    const calls = serve(state);
    sendFailures = 1;
    renderAt('/app/messages?conversation=c1', <AppRoutes />);
    const box = await screen.findByRole('textbox', { name: 'Write a message' });
    await userEvent.type(box, 'Are you there?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not sent: The database is busy; try again in a moment');
    expect(box).toHaveValue('Are you there?');

    await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const sent = posts(calls, '/c1/messages');
    expect(sent).toHaveLength(2);
    const [first, second] = sent.map((call) => (call.body as { clientId: string }).clientId);
    expect(second).toBe(first);
    const log = screen.getByRole('log');
    await within(log).findByText('Are you there?');
    expect(within(log).getAllByText('Are you there?')).toHaveLength(1);
    expect(state.messages.c1.filter((each) => each.text === 'Are you there?')).toHaveLength(1);

    // The next message is a new one, with a new id.
    await userEvent.type(box, 'Hello?{Enter}');
    await waitFor(() => expect(posts(calls, '/c1/messages')).toHaveLength(3));
    expect((posts(calls, '/c1/messages')[2].body as { clientId: string }).clientId).not.toBe(first);
  });

  it('starts a new conversation with a person found by the lookup and opens it', async () => {
    const state = world();
    const calls = serve(state, (url, call) => {
      if (url.pathname === '/api/messages/conversations' && call.method === 'POST') {
        const started = conversation({ _id: 'c9', title: 'Fay Freelancer', users: [ref(me), fay] });
        state.conversations.unshift(started);
        return { status: 201, body: { conversation: started } };
      }
      return undefined;
    });
    renderAt('/app/messages', <AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'New conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New conversation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose at least one person');

    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Find a person' }), 'Fa');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add Fay Freelancer' }));
    const lookups = calls.filter((call) => call.url.startsWith('/api/messages/people'));
    expect(lookups.map((call) => new URL(call.url, 'http://x').searchParams.get('term'))).toEqual(['Fa']);
    expect(within(dialog).queryByRole('textbox', { name: /Group title/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));

    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/app/messages?conversation=c9'));
    expect(posts(calls, '/api/messages/conversations')[0].body).toEqual({ userIds: [fay._id] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Fay Freelancer' })).toBeInTheDocument();
  });

  it('a group: its title and people, a person added and one removed', async () => {
    const state = world();
    state.conversations[1].users = [ref(me), pat];
    const calls = serve(state);
    renderAt('/app/messages?conversation=c2', <AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Title and people' }));
    const dialog = await screen.findByRole('dialog', { name: 'People in Voice team' });
    expect(within(dialog).getByText('Sam Staff (You)')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Find a person to add' }), 'Fay');
    // Pat is already in: the lookup offers only Fay.
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add Fay Freelancer' }));
    expect(within(dialog).queryByRole('button', { name: 'Add Pat PM' })).not.toBeInTheDocument();
    await waitFor(() => expect(posts(calls, `/c2/members/${fay._id}`)).toHaveLength(1));
    expect(await within(dialog).findByText('Fay Freelancer')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Pat PM' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
        `/api/messages/conversations/c2/members/${pat._id}`,
      ]),
    );
    await waitFor(() => expect(within(dialog).queryByText('Pat PM')).not.toBeInTheDocument());

    // Leaving: back to the list.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave the group' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/app\/messages$/));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toContain(
      `/api/messages/conversations/c2/members/${me._id}`,
    );
  });

  it("a group's member who did not start it may leave but not take others out", async () => {
    const state = world();
    Object.assign(state.conversations[1], { createdBy: pat._id, can: { post: true, addMember: false, join: false } });
    serve(state);
    renderAt('/app/messages?conversation=c2', <AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Title and people' }));
    const dialog = await screen.findByRole('dialog', { name: 'People in Voice team' });
    expect(within(dialog).getByRole('button', { name: 'Leave the group' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Remove Pat PM' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('a public conversation the reader is not in offers Join instead of the composer', async () => {
    const state = world();
    state.conversations.push(
      conversation({
        _id: 'c3',
        title: 'Studio news',
        users: [pat],
        isGroup: true,
        isPublic: true,
        isMember: false,
        createdBy: pat._id,
        can: { post: false, addMember: false, join: true },
      }),
    );
    const calls = serve(state);
    renderAt('/app/messages?conversation=c3', <AppRoutes />);
    expect(await screen.findByText('A public conversation: join it to write here.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Write a message' })).not.toBeInTheDocument();
    expect(posts(calls, '/c3/read')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('textbox', { name: 'Write a message' })).toBeInTheDocument();
    expect(posts(calls, '/c3/join')).toHaveLength(1);
  });

  it('a freelancer (and a client) starts a conversation too, looking up only the people they may message', async () => {
    useSession.setState({ user: users.freelancer });
    const calls = serve(world());
    renderAt('/app/messages', <AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'New conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New conversation' });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Find a person' }), 'Pat');
    expect(await within(dialog).findByRole('button', { name: 'Add Pat PM' })).toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/users'))).toBe(false);
  });

  it('a conversation the reader is not in reads as not found', async () => {
    serve(world());
    renderAt('/app/messages?conversation=nope', <AppRoutes />);
    expect(await screen.findByText('This conversation does not exist, or you are not in it')).toBeInTheDocument();
  });
});
