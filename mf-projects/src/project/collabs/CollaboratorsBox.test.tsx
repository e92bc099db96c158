import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Project, ProjectCollab, UserRow } from 'shared-api';
import { listen, users, type FetchCall } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { AppRoutes } from '../../AppRoutes';
import { aCollab, aProject, changesIn, serveProject, signIn, PROJECT_ID as P } from '../test-support/project';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

const pat = aCollab();
const cleo = aCollab({ _id: 'u-client', name: 'Cleo Client', level: 'client', pm: false, picture: 'pic-cleo' });
const invitee = aCollab({ _id: 'u-new', name: '', email: 'new@example.com', level: 'client', pm: false, pending: true });

const row = (overrides: Partial<UserRow>): UserRow => ({
  _id: 'x',
  name: 'X',
  nameAlias: '',
  picture: null,
  level: 'staff',
  role: [],
  ...overrides,
});

/** A server that adds and removes collaborators, and answers user lookups with `people`. */
function serve(project: Project, people: UserRow[] = []) {
  return serveProject(project, {
    onChange: (path, call, current) => {
      const collabs = current.collabs ?? [];
      if (path === 'collabs') {
        const body = call.body as { email?: string; userId?: string };
        const added: ProjectCollab = body.email
          ? aCollab({ _id: `u-${body.email}`, name: '', email: body.email, level: 'client', pm: false, pending: true })
          : aCollab({ _id: body.userId!, name: people.find((p) => p._id === body.userId)?.name ?? '?', pm: false });
        return {
          message: body.email ? 'Invitation email has been sent to the user' : 'Added new collaborator',
          project: { ...current, collabs: [...collabs, added] },
        };
      }
      if (path.startsWith('collabs/')) {
        const id = path.slice('collabs/'.length);
        return { message: 'Collaborator removed', project: { ...current, collabs: collabs.filter((c) => c._id !== id) } };
      }
      if (path === 'join') {
        return {
          message: 'You joined the project',
          project: { ...current, collabs: [...collabs, aCollab({ _id: 'u-admin', name: 'Ada Admin' })], actions: [] },
        };
      }
      return { status: 404, body: { message: 'Not found' } };
    },
    other: (url) =>
      url.pathname === '/api/users' ? { body: { users: people, count: people.length } } : { status: 404, body: {} },
  });
}

const lookups = (calls: FetchCall[]) =>
  calls
    .filter((call) => call.url.startsWith('/api/users'))
    .map((call) => Object.fromEntries(new URL(call.url, 'http://x').searchParams));

async function showBox() {
  renderAt(`/app/projects/${P}/scenes`, <AppRoutes />);
  return screen.findByRole('region', { name: 'Collaborators' });
}

describe('collaborators box', () => {
  const toasts = listen('toast');

  it('lists everyone with picture, name and level; pending invitations are marked', async () => {
    signIn(users.client);
    serve(aProject({ collabs: [pat, cleo, invitee] }));
    const box = await showBox();
    const list = within(box).getByRole('list', { name: 'Collaborators' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'PPPat PMStaffPM',
      'Cleo ClientClient',
      'NEnew@example.comClientInvitation pending',
    ]);
    expect(within(items[1]).getByRole('img', { name: 'Cleo Client' })).toHaveAttribute('src', '/media/pic-cleo_t.jpg');
    // Without editCollabs: no form, no Edit collaborators.
    expect(within(box).queryByRole('form')).not.toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'Edit collaborators' })).not.toBeInTheDocument();
  });

  it('adds by e-mail; the server says what happened (an invitation for a new address)', async () => {
    signIn(users.freelancer);
    const calls = serve(aProject({ collabs: [pat], actions: ['editCollabs'] }));
    const box = await showBox();
    const field = within(box).getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(field, ' new@example.com ');
    await userEvent.click(within(box).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({ kind: 'success', message: 'Invitation email has been sent to the user' }),
    );
    expect(changesIn(calls)).toEqual([{ method: 'POST', path: 'collabs', body: { email: 'new@example.com' } }]);
    await waitFor(() => expect(field).toHaveValue(''));
    expect(within(box).getByText('Invitation pending')).toBeInTheDocument();
  });

  it('an empty e-mail only focuses the field', async () => {
    signIn(users.freelancer);
    const calls = serve(aProject({ actions: ['editCollabs'] }));
    const box = await showBox();
    await userEvent.type(within(box).getByRole('textbox', { name: 'E-mail' }), '   ');
    await userEvent.click(within(box).getByRole('button', { name: 'Add' }));
    expect(within(box).getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    expect(changesIn(calls)).toEqual([]);
  });

  it('a refusal is toasted and the e-mail kept', async () => {
    signIn(users.freelancer);
    serveProject(aProject({ actions: ['editCollabs'] }), {
      onChange: () => ({ status: 400, body: { message: 'body/email must match format "email"' } }),
    });
    const box = await showBox();
    await userEvent.type(within(box).getByRole('textbox', { name: 'E-mail' }), 'nope{Enter}');
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', message: 'body/email must match format "email"' }));
    expect(within(box).getByRole('textbox', { name: 'E-mail' })).toHaveValue('nope');
  });

  it('Join project (PMs not on it)', async () => {
    signIn(users.admin);
    const calls = serve(aProject({ actions: ['join'] }));
    const box = await showBox();
    // Where the status controls, checklist and specs would be, the page says why they are missing (issue 28).
    const why = screen.getByRole('region', { name: 'Status, checklist and specs' });
    expect(why).toHaveTextContent('These are for the project’s own PMs. Press “Join project” under Collaborators');
    await userEvent.click(within(box).getByRole('button', { name: 'Join project' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'You joined the project' }));
    expect(changesIn(calls)).toEqual([{ method: 'POST', path: 'join', body: undefined }]);
    expect(within(box).getByText('Ada Admin')).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'Join project' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Status, checklist and specs' })).not.toBeInTheDocument();
  });
});

describe('power users: people suggested as they type', () => {
  const toasts = listen('toast');
  afterEach(() => {
    jest.useRealTimers();
  });

  it('looks people up 300 ms after typing stops (10 at most), leaves out collaborators, and adds the one chosen', async () => {
    jest.useFakeTimers();
    const events = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    signIn(users.pm);
    const people = [row({ _id: 'u-pm', name: 'Pat PM' }), row({ _id: 'u-fay', name: 'Fay Freelancer', level: 'freelancer' })];
    const calls = serve(aProject({ collabs: [pat], actions: ['editCollabs'] }), people);
    const box = await showBox();
    const field = within(box).getByRole('textbox', { name: 'E-mail or name' });

    await events.type(field, 'Fa');
    act(() => jest.advanceTimersByTime(299));
    expect(lookups(calls)).toEqual([]);
    await events.type(field, 'y');
    act(() => jest.advanceTimersByTime(299));
    expect(lookups(calls)).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(lookups(calls)).toEqual([{ lookup: 'Fay', limit: '10' }]));

    const found = await within(box).findByRole('list', { name: 'People found' });
    expect(
      within(found)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['FFFay Freelancer']);
    await events.click(within(found).getByRole('button', { name: 'Add Fay Freelancer' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'Added new collaborator' }));
    // A PM's lookup rows carry no e-mail: the person is added by id.
    expect(changesIn(calls)).toEqual([{ method: 'POST', path: 'collabs', body: { userId: 'u-fay' } }]);
    await waitFor(() => expect(field).toHaveValue(''));
    expect(within(box).queryByRole('list', { name: 'People found' })).not.toBeInTheDocument();
  });

  it("an admin's suggestion carries the e-mail, which is what is sent", async () => {
    signIn(users.admin);
    const calls = serve(aProject({ collabs: [pat], actions: ['editCollabs'] }), [
      row({ _id: 'u-fay', name: 'Fay Freelancer', email: 'fay@example.com' }),
    ]);
    const box = await showBox();
    await userEvent.type(within(box).getByRole('textbox', { name: 'E-mail or name' }), 'fay');
    await userEvent.click(await within(box).findByRole('button', { name: 'Add Fay Freelancer' }));
    await waitFor(() =>
      expect(changesIn(calls)).toEqual([{ method: 'POST', path: 'collabs', body: { email: 'fay@example.com' } }]),
    );
  });

  it('others (not power users) get no suggestions', async () => {
    jest.useFakeTimers();
    const events = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    signIn(users.freelancer);
    const calls = serve(aProject({ actions: ['editCollabs'] }), [row({ name: 'Fay' })]);
    const box = await showBox();
    await events.type(within(box).getByRole('textbox', { name: 'E-mail' }), 'Fay');
    act(() => jest.advanceTimersByTime(1000));
    expect(lookups(calls)).toEqual([]);
    expect(within(box).queryByRole('list', { name: 'People found' })).not.toBeInTheDocument();
  });
});

describe('Edit collaborators dialog', () => {
  const toasts = listen('toast');

  it('lists everyone with Remove buttons; removing asks first, then DELETEs and says "Collaborator removed"', async () => {
    signIn(users.pm);
    const calls = serve(aProject({ collabs: [pat, cleo, invitee], actions: ['editCollabs'] }));
    const box = await showBox();
    await userEvent.click(within(box).getByRole('button', { name: 'Edit collaborators' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit collaborators' });
    expect(
      within(dialog)
        .getAllByRole('button', { name: /^Remove / })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Remove Pat PM', 'Remove Cleo Client', 'Remove new@example.com']);

    // Cancel: nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Cleo Client' }));
    const ask = within(dialog).getByRole('group', { name: 'Remove Cleo Client from the project?' });
    expect(within(ask).getByRole('button', { name: 'Remove' })).toHaveFocus();
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(changesIn(calls)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Cleo Client' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'Collaborator removed' }));
    expect(changesIn(calls)).toEqual([{ method: 'DELETE', path: 'collabs/u-client', body: undefined }]);
    expect(within(dialog).queryByText('Cleo Client')).not.toBeInTheDocument();
    expect(within(box).queryByText('Cleo Client')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Edit collaborators' })).toHaveFocus();
  });

  it('the last PM cannot be removed: the 409 message is toasted and the row stays', async () => {
    signIn(users.pm);
    serveProject(aProject({ collabs: [pat], actions: ['editCollabs'] }), {
      onChange: () => ({ status: 409, body: { message: 'The project needs at least one PM' } }),
    });
    const box = await showBox();
    await userEvent.click(within(box).getByRole('button', { name: 'Edit collaborators' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit collaborators' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Pat PM' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', message: 'The project needs at least one PM' }));
    expect(within(dialog).getByText('Pat PM')).toBeInTheDocument();
  });
});
