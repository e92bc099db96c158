import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type Feed } from 'shared-api';
import { mockFetch, users } from 'shared-api/test-support';
import { renderUi } from 'shared-ui/test-support';
import { PostForm } from './PostForm';

const feed = (overrides: Partial<Feed>): Feed => ({
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
});

const FEEDS = [
  feed({ _id: 'all', name: 'all', isAggregate: true, isSystem: true, isReadOnly: true }),
  feed({ _id: 'news', name: 'announcements', isReadOnly: true }),
  feed({ _id: 'studio', name: 'studio' }),
  feed({ _id: 'crew', name: 'production-team' }),
];

function serve() {
  return mockFetch((url, call) => {
    if (url.pathname === '/api/feeds') return { body: { feeds: FEEDS } };
    if (url.pathname === '/api/users')
      return { body: { users: [{ _id: 'u-free', name: 'Fay Freelancer', picture: null }], count: 1 } };
    if (url.pathname === '/api/posts' && call.method === 'POST') {
      return { status: 201, body: { message: 'Post created', post: { _id: 'p1', feed: { _id: 'studio', name: 'studio' } } } };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
}

beforeEach(() => useSession.setState({ user: users.staff }));

describe('post form', () => {
  it('offers only feeds one may post to, and a blank title focuses the field and sends nothing', async () => {
    const calls = serve();
    renderUi(<PostForm close={jest.fn()} feedName="production-team" />);
    expect(screen.getByRole('heading', { name: 'New Post' })).toBeInTheDocument();
    const chooser = screen.getByRole('combobox', { name: /Feed/ });
    await waitFor(() => expect(chooser).toHaveValue('crew'));
    expect([...chooser.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['studio', 'production-team']);
    expect(screen.getByRole('textbox', { name: /Content/ })).toHaveAttribute('rows', '6');

    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveFocus();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends the title, content, priority and tagged users; Create is disabled while sending', async () => {
    const calls = serve();
    const close = jest.fn();
    renderUi(<PostForm close={close} feedName="studio" />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Feed/ })).toHaveValue('studio'));
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), ' Night shoot ');
    await userEvent.type(screen.getByRole('textbox', { name: /Content/ }), 'Bring **lights**');
    await userEvent.click(screen.getByRole('radio', { name: 'Priority 5' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a user to tag' }), 'fay');
    await userEvent.click(await screen.findByRole('button', { name: 'Fay Freelancer' }));
    const create = screen.getByRole('button', { name: 'Create' });
    await userEvent.click(create);
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      feed: 'studio',
      title: 'Night shoot',
      body: 'Bring **lights**',
      rating: 5,
      files: [],
      users: ['u-free'],
      type: 'post',
      private: false,
    });
  });

  it('a private to-do item is titled New To-do Item and tags nobody', async () => {
    serve();
    renderUi(<PostForm close={jest.fn()} privateTodo />);
    expect(screen.getByRole('heading', { name: 'New To-do Item' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Find a user to tag' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Private to-do item/ }));
    expect(screen.getByRole('heading', { name: 'New Post' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Find a user to tag' })).toBeInTheDocument();
  });

  it('an admin writing a memo sees New Memo; the server message shows beside the form', async () => {
    useSession.setState({ user: users.admin });
    mockFetch((url) =>
      url.pathname === '/api/feeds'
        ? { body: { feeds: FEEDS } }
        : { status: 403, body: { message: 'feed: you may not post to this feed' } },
    );
    renderUi(<PostForm close={jest.fn()} type="memo" />);
    expect(screen.getByRole('heading', { name: 'New Memo' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Feed/ })).toHaveValue('studio'));
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Payday');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('feed: you may not post to this feed');
  });
});
