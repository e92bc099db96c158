import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserRow } from 'shared-api';
import { AppRoutes } from '../AppRoutes';
import { type FakeReply, mockFetch } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';

const row = (overrides: Partial<UserRow>): UserRow => ({
  _id: 'u',
  name: 'Someone',
  nameAlias: '',
  picture: null,
  level: 'freelancer',
  role: [],
  email: 'someone@example.com',
  ...overrides,
});

const PEOPLE = [
  row({ _id: 'a', name: 'Ada Admin', level: 'admin', email: 'ada@example.com', jobCount: 0 }),
  row({
    _id: 's',
    name: 'Sam Staff',
    level: 'staff',
    email: 'sam@example.com',
    role: ['voice', 'payment'],
    roleLevel: { voice: 3 },
    jobCount: 12,
  }),
  row({
    _id: 'f',
    name: 'Fah Freelancer',
    level: 'freelancer',
    email: 'fah@example.com',
    role: ['script'],
    roleLevel: {},
    jobCount: 1,
    pending: true,
  }),
  row({ _id: 'c', name: 'Cleo Client', level: 'client', email: 'cleo@example.com', jobCount: 0 }),
];

function serve(answer: (query: URLSearchParams) => FakeReply = () => ({ body: { users: PEOPLE, count: PEOPLE.length } })) {
  return mockFetch((url) => answer(url.searchParams));
}

const queries = (calls: { url: string }[]) => calls.map((call) => Object.fromEntries(new URL(call.url, 'http://x').searchParams));
const address = () => screen.getByTestId('address').textContent;

describe('user list', () => {
  it('takes the level filter from the address and marks it in the Filter nav', async () => {
    const calls = serve((query) => ({ body: { users: PEOPLE.filter((p) => p.level === query.get('level')), count: 1 } }));
    renderAt('/app/users?level=staff', <AppRoutes />);

    expect(await screen.findByRole('rowheader', { name: /Sam Staff/ })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: /Ada Admin/ })).not.toBeInTheDocument();
    expect(queries(calls)[0]).toMatchObject({ level: 'staff', skip: '0' });
    const filter = screen.getByRole('navigation', { name: 'Filter' });
    const levels = within(within(filter).getByRole('region', { name: 'Level' })).getAllByRole('link');
    expect(levels.map((link) => link.textContent)).toEqual(['All', 'Admin', 'Staff', 'Freelancer', 'Client']);
    expect(within(filter).getByRole('link', { name: 'Staff' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('1 user')).toBeInTheDocument();
  });

  it('shows name, e-mail, a level badge (none for clients) and the roles with stars', async () => {
    serve();
    renderAt('/app/users', <AppRoutes />);
    await screen.findByRole('rowheader', { name: /Ada Admin/ });

    const cells = (name: string) =>
      within(screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr') as HTMLElement).getAllByRole('cell');
    const [email, level, roles] = cells('Sam Staff');
    expect(email).toHaveTextContent('sam@example.com');
    expect(level.querySelector('span')).toHaveTextContent('Staff');
    expect(within(roles).getByText('Voice Over')).toBeInTheDocument();
    expect(within(roles).getByRole('img', { name: '3 of 3 stars' })).toBeInTheDocument();
    expect(within(roles).getByText('Makes payments')).toBeInTheDocument();
    expect(within(cells('Fah Freelancer')[2]).getByRole('img', { name: '2 of 3 stars' })).toBeInTheDocument();
    expect(cells('Ada Admin')[1].querySelector('span')).toHaveTextContent('Admin');
    const clientLevel = cells('Cleo Client')[1];
    expect(clientLevel).toHaveTextContent('Client');
    expect(clientLevel.querySelector('span')).toBeNull();
  });

  it('shows the job count, differently for clients (who take no jobs), and marks invited users', async () => {
    serve();
    renderAt('/app/users', <AppRoutes />);
    await screen.findByRole('rowheader', { name: /Ada Admin/ });
    const jobs = (name: string) =>
      within(screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr') as HTMLElement).getAllByRole('cell')[3];
    expect(jobs('Sam Staff')).toHaveTextContent('12 jobs');
    expect(jobs('Fah Freelancer')).toHaveTextContent('1 job');
    expect(jobs('Cleo Client')).toHaveTextContent('Clients take no jobs');
    expect(jobs('Cleo Client')).not.toHaveTextContent('0 jobs');
    expect(screen.getByRole('rowheader', { name: /Fah Freelancer/ })).toHaveTextContent('Invited');
  });

  it('filters by role through the address', async () => {
    const calls = serve();
    renderAt('/app/users?level=freelancer', <AppRoutes />);
    await screen.findByRole('rowheader', { name: /Ada Admin/ });

    await userEvent.click(screen.getByRole('link', { name: 'Voice Over' }));

    await waitFor(() => expect(address()).toBe('/app/users?level=freelancer&role=voice'));
    await waitFor(() => expect(queries(calls).at(-1)).toMatchObject({ level: 'freelancer', role: 'voice' }));
  });

  it('names the special roles in the role filter by what they allow, never by their keys', async () => {
    serve();
    renderAt('/app/users', <AppRoutes />);
    await screen.findByRole('rowheader', { name: /Ada Admin/ });
    const roleFilter = screen.getByRole('region', { name: 'Role' });
    expect(within(roleFilter).getByRole('link', { name: 'Makes payments' })).toHaveAttribute(
      'href',
      expect.stringContaining('role=payment'),
    );
    expect(within(roleFilter).getByRole('link', { name: 'Revenue and video links' })).toBeInTheDocument();
    expect(within(roleFilter).queryByRole('link', { name: /^(payment|vrd)$/ })).not.toBeInTheDocument();
  });

  it('looks users up once typing pauses, not on every key', async () => {
    const calls = serve((query) => ({ body: { users: query.get('lookup') === 'fah' ? [PEOPLE[2]] : PEOPLE, count: 4 } }));
    renderAt('/app/users', <AppRoutes />);
    await screen.findByRole('rowheader', { name: /Ada Admin/ });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'fah');

    await waitFor(() => expect(address()).toBe('/app/users?lookup=fah'));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Ada Admin/ })).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: /Fah Freelancer/ })).toBeInTheDocument();
    expect(queries(calls).map((query) => query.lookup)).toEqual([undefined, 'fah']);
  });

  it('says "Nothing here" when nobody matches', async () => {
    serve(() => ({ body: { users: [], count: 0 } }));
    renderAt('/app/users?role=expert', <AppRoutes />);
    expect(await screen.findByText('Nothing here')).toBeInTheDocument();
  });

  it('Load More fetches the next page while the count says more exist', async () => {
    const many = Array.from({ length: 50 }, (_, i) => row({ _id: `p${i}`, name: `Person ${i}` }));
    const calls = serve((query) =>
      query.get('skip') === '0'
        ? { body: { users: many, count: 51 } }
        : { body: { users: [row({ _id: 'last', name: 'Last Person' })], count: 51 } },
    );
    renderAt('/app/users', <AppRoutes />);
    // Wait on text, then ask for roles once: a role query polled by findBy* names all 50 rows on every try.
    await screen.findByText('Person 49');
    expect(screen.getAllByRole('rowheader')).toHaveLength(50);

    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));

    await screen.findByText('Last Person');
    expect(screen.getByRole('rowheader', { name: /Last Person/ })).toBeInTheDocument();
    expect(queries(calls).at(-1)).toMatchObject({ skip: '50', limit: '50' });
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('says "More than 1000 users" when the server stopped counting, and still offers the next page', async () => {
    const many = Array.from({ length: 50 }, (_, i) => row({ _id: `m${i}`, name: `Member ${i}` }));
    serve(() => ({ body: { users: many, count: 1000, countCapped: true } }));
    renderAt('/app/users', <AppRoutes />);
    expect(await screen.findByText('More than 1000 users')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load More' })).toBeInTheDocument();
  });

  it('shows the server message to non-admins', async () => {
    serve(() => ({ status: 403, body: { message: 'Admins only' } }));
    renderAt('/app/users', <AppRoutes />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Admins only');
  });
});
