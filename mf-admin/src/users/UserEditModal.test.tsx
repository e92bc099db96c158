import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type UserRow } from 'shared-api';
import { AppRoutes } from '../AppRoutes';
import { type FetchCall, mockFetch, users } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';

const fah: UserRow = {
  _id: 'f',
  name: 'Fah Freelancer',
  nameAlias: '',
  picture: null,
  level: 'freelancer',
  role: ['script'],
  roleLevel: { script: 1 },
  email: 'fah@example.com',
  paymentInfo: 'Bank A',
  jobCount: 3,
};
const cleo: UserRow = {
  ...fah,
  _id: 'c',
  name: 'Cleo Client',
  level: 'client',
  role: [],
  roleLevel: {},
  email: 'cleo@example.com',
  jobCount: 0,
};

/** The list answers fah and cleo; POST …/role answers the edited row as the server would. */
function serve(
  onEdit: (call: FetchCall) => { status?: number; body?: unknown } = (call) => ({
    body: { message: 'User updated', user: { ...fah, ...asRow(call.body) } },
  }),
) {
  return mockFetch((url, call) => {
    if (call.method === 'POST') return onEdit(call);
    if (url.pathname.endsWith('/job-count')) return { body: { count: 2 } };
    return { body: { users: [fah, cleo], count: 2 } };
  });
}
const asRow = (body: unknown) => {
  const { role, ...rest } = body as { role: string[] };
  return { ...rest, role };
};

const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr') as HTMLElement;
// Label queries: the modal holds 18 roles × 4 star radios, and role queries compute every accessible name.
const stars = (dialog: HTMLElement, role: string) => within(dialog).getByLabelText(`Star level for ${role}`);
const star = (dialog: HTMLElement, role: string, label: string | RegExp) => within(stars(dialog, role)).getByLabelText(label);
const box = (dialog: HTMLElement, role: string) => within(dialog).getByLabelText(role);

beforeEach(() => useSession.setState({ user: users.admin }));

describe('edit-user modal', () => {
  it('ticking a role starts it at 2 stars, stars change, unticking clears; Save shows the change in the list at once', async () => {
    const calls = serve();
    renderAt('/app/users', <AppRoutes />);
    await userEvent.click(
      within(await screen.findByRole('row', { name: /Fah Freelancer/ })).getByRole('button', { name: 'Edit Fah Freelancer' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Fah Freelancer' });

    expect(box(dialog, 'Script Writing')).toBeChecked();
    expect(star(dialog, 'Script Writing', '1 star')).toBeChecked();
    expect(star(dialog, 'Storyboarding', '2 stars')).toBeDisabled();

    await userEvent.click(box(dialog, 'Storyboarding'));
    expect(star(dialog, 'Storyboarding', '2 stars')).toBeChecked();
    await userEvent.click(star(dialog, 'Storyboarding', '3 stars'));
    await userEvent.click(box(dialog, 'Script Writing'));
    expect(star(dialog, 'Script Writing', /Unrated/)).toBeChecked();
    await userEvent.selectOptions(within(dialog).getByLabelText('Level'), 'staff');
    await userEvent.clear(within(dialog).getByLabelText('Payment info'));
    await userEvent.type(within(dialog).getByLabelText('Payment info'), 'PromptPay 0812345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      url: '/api/users/f/role',
      method: 'POST',
      body: { level: 'staff', paymentInfo: 'PromptPay 0812345678', role: ['storyboard'], roleLevel: { storyboard: 3 } },
    });
    // The row shows the new level and role at once (the list was not fetched again).
    const cells = within(rowOf('Fah Freelancer')).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('Staff');
    expect(within(cells[2]).getByText('Storyboarding')).toBeInTheDocument();
    expect(within(cells[2]).getByRole('img', { name: '3 of 3 stars' })).toBeInTheDocument();
    expect(within(cells[2]).queryByText('Script Writing')).not.toBeInTheDocument();
  });

  it('role boxes are disabled for clients', async () => {
    serve();
    renderAt('/app/users', <AppRoutes />);
    await userEvent.click(
      within(await screen.findByRole('row', { name: /Cleo Client/ })).getByRole('button', { name: 'Edit Cleo Client' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Cleo Client' });
    expect(box(dialog, 'Voice Over')).toBeDisabled();
    expect(within(dialog).getByText('Clients hold no roles.')).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText('Level'), 'freelancer');
    expect(box(dialog, 'Voice Over')).toBeEnabled();
  });

  it("shows the server's refusal in the modal and keeps it open", async () => {
    serve(() => ({ status: 403, body: { message: 'You cannot raise your own level or roles' } }));
    renderAt('/app/users', <AppRoutes />);
    await userEvent.click(
      within(await screen.findByRole('row', { name: /Fah Freelancer/ })).getByRole('button', { name: 'Edit Fah Freelancer' }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot raise your own level or roles');
    expect(within(rowOf('Fah Freelancer')).getAllByRole('cell')[1]).toHaveTextContent('Freelancer');
  });
});

describe('invite user', () => {
  it('sends the invitation, shows the link to pass on, and reloads the list', async () => {
    const calls = mockFetch((url, call) =>
      call.method === 'POST'
        ? {
            status: 201,
            body: {
              message: 'Invitation sent',
              user: { ...fah, _id: 'n', name: 'Nok', email: 'nok@example.com', pending: true },
              inviteUrl: 'http://studio.test/auth/invite?token=t1',
            },
          }
        : { body: { users: [fah], count: 1 } },
    );
    renderAt('/app/users', <AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Invite User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite User' });
    const send = within(dialog).getByRole('button', { name: 'Send Invitation' });
    expect(send).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/E-mail/), 'nok@example.com');
    await userEvent.type(within(dialog).getByLabelText(/Name/), 'Nok');
    await userEvent.selectOptions(within(dialog).getByLabelText('Level'), 'staff');
    await userEvent.click(send);

    expect(await within(dialog).findByDisplayValue('http://studio.test/auth/invite?token=t1')).toBeInTheDocument();
    expect(within(dialog).getByText(/We sent an invitation to nok@example.com/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ email: 'nok@example.com', name: 'Nok', level: 'staff' });
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/users?')).length).toBe(2),
    );
  });
});
