import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from 'shared-api';
import { listen, users, type FakeReply, type FetchCall } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { AppRoutes } from '../AppRoutes';
import { actionCalls, address, deferred, listProject, serve, servePage } from '../test-support/project-list';

function showAsAdmin(other: (url: URL, call: FetchCall) => FakeReply | Promise<FakeReply>) {
  useSession.setState({ user: users.admin });
  // An admin's row of a project in production carries these actions (the server's; projects-row-actions.test.ts).
  const actions = ['toggleFlags', 'listedBy', 'updateStatus', 'duplicate', 'transfer', 'hold', 'trash'] as const;
  const calls = serve({ list: servePage(listProject({ actions: [...actions] })), other });
  renderAt('/app/projects?status=all', <AppRoutes />);
  return calls;
}

async function choose(entry: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Why cats purr' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: entry }));
}

describe('duplicate', () => {
  const toasts = listen('toast');
  const changes = listen('data:changed');

  it('starts from "{title} - Copy", sends the title, toasts, closes and opens the copy', async () => {
    const calls = showAsAdmin(() => ({ status: 201, body: { message: 'Project duplicated', project: { _id: 'p9' } } }));
    await choose('Duplicate');
    const dialog = screen.getByRole('dialog', { name: 'Duplicate Project' });
    const title = within(dialog).getByLabelText(/Title of the copy/);
    expect(title).toHaveValue('Why cats purr - Copy');
    expect(title).toHaveFocus();

    await userEvent.clear(title);
    await userEvent.paste('  Why dogs bark  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));

    await waitFor(() => expect(address()).toBe('/app/projects/p9'));
    expect(actionCalls(calls)).toEqual([
      { method: 'POST', path: '/api/projects/p1/duplicate', body: { title: 'Why dogs bark' } },
    ]);
    expect(toasts).toEqual([{ kind: 'success', message: 'Project duplicated' }]);
    expect(changes).toEqual([{ resource: 'projects' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a blank title sends nothing and puts the cursor back in the field', async () => {
    const calls = showAsAdmin(() => ({ status: 201, body: { message: 'Project duplicated', project: { _id: 'p9' } } }));
    await choose('Duplicate');
    const dialog = screen.getByRole('dialog', { name: 'Duplicate Project' });
    const title = within(dialog).getByLabelText(/Title of the copy/);
    await userEvent.clear(title);
    await userEvent.paste('   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(title).toHaveFocus();
    expect(actionCalls(calls)).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Duplicate Project' })).toBeInTheDocument();
  });

  it('shows the request in flight on its button', async () => {
    const reply = deferred();
    showAsAdmin(() => reply.promise);
    await choose('Duplicate');
    const dialog = screen.getByRole('dialog', { name: 'Duplicate Project' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(within(dialog).getByRole('button', { name: 'Duplicate' })).toBeDisabled();
    reply.release({ status: 201, body: { message: 'Project duplicated', project: { _id: 'p9' } } });
    await waitFor(() => expect(address()).toBe('/app/projects/p9'));
  });

  it("a failure closes the modal with the server's message as a toast", async () => {
    showAsAdmin(() => ({ status: 403, body: { message: 'Only admins duplicate projects' } }));
    await choose('Duplicate');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts).toEqual([{ kind: 'error', message: 'Only admins duplicate projects' }]);
    expect(address()).toBe('/app/projects?status=all');
  });

  it('Cancel closes without a request and returns focus to the menu button', async () => {
    const calls = showAsAdmin(() => ({ status: 500, body: { message: 'no' } }));
    await choose('Duplicate');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(actionCalls(calls)).toEqual([]);
    // Focus returns to the item's menu button.
    expect(screen.getByRole('button', { name: 'Actions for Why cats purr' })).toHaveFocus();
  });
});

describe('transfer', () => {
  const toasts = listen('toast');
  // jsdom's page is http://localhost/: the target at that address is this site.
  const TARGETS = {
    targets: [
      { id: 'here', name: 'Local studio', url: 'http://localhost' },
      { id: 'bkk', name: 'Bangkok', url: 'http://bangkok.example.com' },
      { id: 'cnx', name: 'Chiang Mai', url: 'http://chiangmai.example.com' },
    ],
  };

  function server(transfer: () => FakeReply | Promise<FakeReply>) {
    return showAsAdmin((url) => (url.pathname === '/api/projects/transfer/targets' ? { body: TARGETS } : transfer()));
  }

  async function openTransfer() {
    await choose('Transfer');
    const dialog = screen.getByRole('dialog', { name: 'Transfer Project' });
    await within(dialog).findByLabelText(/Target site/);
    return dialog;
  }

  it('offers no Transfer where no target site is configured (issue 28)', async () => {
    showAsAdmin((url) => (url.pathname === '/api/projects/transfer/targets' ? { body: { targets: [] } } : { body: {} }));
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Why cats purr' }));
    expect(await screen.findByRole('menuitem', { name: 'Duplicate' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Transfer' })).not.toBeInTheDocument();
  });

  it('lists what is transferred and the target sites; this site cannot be chosen', async () => {
    server(() => ({ body: { message: 'Transferred', url: 'x' } }));
    const dialog = await openTransfer();
    expect(within(dialog).getByRole('heading', { name: 'What is transferred' })).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Title', 'Scenes', 'Project Status', 'Drive Folder URL', 'Cover & Titles']);
    const select = within(dialog).getByLabelText(/Target site/);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => [option.textContent, (option as HTMLOptionElement).disabled]),
    ).toEqual([
      ['Choose a site', false],
      ['Local studio (this site)', true],
      ['Bangkok', false],
      ['Chiang Mai', false],
    ]);
  });

  it('asks "Are you sure you want to transfer?", then Transfer → Transferring... → Transferred with a link', async () => {
    const reply = deferred();
    const calls = server(() => reply.promise);
    const dialog = await openTransfer();
    await userEvent.selectOptions(within(dialog).getByLabelText(/Target site/), 'bkk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));

    expect(within(dialog).getByText('Are you sure you want to transfer?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toHaveFocus();
    expect(actionCalls(calls)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(within(dialog).getByRole('button', { name: 'Transferring...' })).toBeDisabled();
    expect(actionCalls(calls)).toEqual([{ method: 'POST', path: '/api/projects/p1/transfer', body: { target: 'bkk' } }]);
    reply.release({ body: { message: 'Transferred', url: 'http://bangkok.example.com/app/projects/p77' } });

    expect(await within(dialog).findByRole('button', { name: 'Transferred' })).toBeDisabled();
    expect(within(dialog).getByRole('link', { name: 'Open the new project' })).toHaveAttribute(
      'href',
      'http://bangkok.example.com/app/projects/p77',
    );
    expect(toasts).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('No goes back without a request', async () => {
    const calls = server(() => ({ body: { message: 'Transferred', url: 'x' } }));
    const dialog = await openTransfer();
    await userEvent.selectOptions(within(dialog).getByLabelText(/Target site/), 'cnx');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(within(dialog).queryByText('Are you sure you want to transfer?')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Transfer' })).toBeEnabled();
    expect(actionCalls(calls)).toEqual([]);
  });

  it('without a target (or with this site) Transfer is ignored and the cursor goes to the site', async () => {
    const calls = server(() => ({ body: { message: 'Transferred', url: 'x' } }));
    const dialog = await openTransfer();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(within(dialog).getByLabelText(/Target site/)).toHaveFocus();
    expect(within(dialog).queryByText('Are you sure you want to transfer?')).not.toBeInTheDocument();
    expect(actionCalls(calls)).toEqual([]);
  });

  it('a failure says nothing and leaves the button ready for another try', async () => {
    const calls = server(() => ({ status: 502, body: { message: 'The target site did not answer' } }));
    const dialog = await openTransfer();
    await userEvent.selectOptions(within(dialog).getByLabelText(/Target site/), 'bkk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Transfer' })).toBeEnabled());
    expect(toasts).toEqual([]);
    expect(within(dialog).queryByRole('link', { name: 'Open the new project' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(actionCalls(calls)).toHaveLength(2));
  });

  it('offers no Transfer while the target sites cannot be read', async () => {
    showAsAdmin((url) =>
      url.pathname === '/api/projects/transfer/targets'
        ? { status: 500, body: { message: 'Unexpected error occurred' } }
        : { status: 404, body: { message: 'Not found' } },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Why cats purr' }));
    expect(await screen.findByRole('menuitem', { name: 'Duplicate' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Transfer' })).not.toBeInTheDocument();
  });
});
