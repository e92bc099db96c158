import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Project, ProjectAction } from 'shared-api';
import { listen, users } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { theme } from 'shared-ui';
import { AppRoutes } from '../../AppRoutes';
import { aProject, changesIn, serveProject, signIn, type ChangeHandler, PROJECT_ID as P } from '../test-support/project';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

async function showStatusBox(project: Project, onChange?: ChangeHandler) {
  const calls = serveProject(project, { onChange });
  renderAt(`/app/projects/${P}/scenes`, <AppRoutes />);
  const box = await screen.findByRole('region', { name: 'Status' });
  return { calls, box };
}

const lineOf = (box: HTMLElement, label: string) =>
  within(box).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('status box', () => {
  const toasts = listen('toast');

  it('shows the status with its colour and icon, and new approvals as n/a', async () => {
    signIn(users.staff);
    const { box } = await showStatusBox(aProject({ status: 'production', scriptStatus: 'confirmed', storyboardStatus: 'new' }));
    const badge = within(box).getByText('Production').closest('[data-status]') as HTMLElement;
    expect(badge).toHaveAttribute('data-status', 'production');
    expect(badge).toHaveStyle({ background: theme.statusColors.production });
    expect(badge.querySelector('[data-icon="video"]')).not.toBeNull();
    expect(lineOf(box, 'Script')).toHaveTextContent('Approved');
    expect(lineOf(box, 'Storyboard')).toHaveTextContent('n/a');
    expect(within(box).queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    ['finalizing', 'finalizing', 'video'],
    ['ready', 'ready', 'check'],
    ['launched', 'launched', 'check'],
    ['new', 'default', 'file'],
    ['script-writing', 'default', 'document'],
    ['storyboarding', 'default', 'image'],
  ] as const)('%s: its colour and icon', async (status, colour, icon) => {
    signIn(users.staff);
    const { box } = await showStatusBox(aProject({ status }));
    const badge = box.querySelector(`[data-status="${status}"]`) as HTMLElement;
    expect(badge).toHaveStyle({ background: theme.statusColors[colour] });
    expect(badge.querySelector(`[data-icon="${icon}"]`)).not.toBeNull();
  });

  it.each<[ProjectAction, string, string, string]>([
    ['submitScript', 'Script', 'Submit for approval', 'script/submit'],
    ['approveScript', 'Script', 'Approve Script', 'script/confirm'],
    ['submitStoryboard', 'Storyboard', 'Submit for approval', 'storyboard/submit'],
    ['approveStoryboard', 'Storyboard', 'Approve Storyboard', 'storyboard/confirm'],
  ])('%s: "%s" line offers "%s", which posts %s and toasts the server message', async (action, line, label, path) => {
    signIn(users.admin);
    const { box, calls } = await showStatusBox(aProject({ actions: [action] }), (_path, _call, current) => ({
      message: 'Submitted for approval',
      project: { ...current, actions: [] },
    }));
    await userEvent.click(within(lineOf(box, line)).getByRole('button', { name: label }));
    if (action.startsWith('approve')) {
      // An approval asks first, naming what it does.
      const dialog = screen.getByRole('dialog', { name: `Approve the ${line.toLowerCase()}?` });
      expect(dialog).toHaveTextContent(`The ${line.toLowerCase()} is marked Approved`);
      expect(changesIn(calls)).toEqual([]);
      await userEvent.click(within(dialog).getByRole('button', { name: label }));
    }
    await waitFor(() => expect(within(box).queryByRole('button', { name: label })).not.toBeInTheDocument());
    expect(changesIn(calls)).toEqual([{ method: 'POST', path, body: undefined }]);
    expect(toasts).toContainEqual({ kind: 'success', message: 'Submitted for approval' });
  });

  it.each<[ProjectAction, string, string, string, string]>([
    ['hold', 'On hold', 'hold', 'Put the project on hold?', 'The project moves from Finalizing to On Hold'],
    ['activate', 'Make active', 'activate', 'Make the project active?', 'returns to the status it had'],
    ['trash', 'Trash', 'trash', 'Move the project to the trash?', 'it can be restored from there'],
    ['restore', 'Restore', 'restore', 'Restore the project?', 'returns to the status it had'],
  ])(
    '%s: "%s" asks first, naming what will happen, then posts %s; Cancel sends nothing',
    async (action, label, path, question, detail) => {
      signIn(users.admin);
      const { box, calls } = await showStatusBox(
        aProject({ status: 'finalizing', actions: [action] }),
        (_path, _call, current) => ({
          message: 'Done',
          project: { ...current, actions: [] },
        }),
      );
      expect(
        within(box)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual([label]);
      await userEvent.click(within(box).getByRole('button', { name: label }));
      let dialog = screen.getByRole('dialog', { name: question });
      expect(dialog).toHaveTextContent(detail);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(changesIn(calls)).toEqual([]);

      await userEvent.click(within(box).getByRole('button', { name: label }));
      dialog = screen.getByRole('dialog', { name: question });
      await userEvent.click(within(dialog).getByRole('button', { name: label }));
      await waitFor(() => expect(changesIn(calls)).toEqual([{ method: 'POST', path, body: undefined }]));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
  );

  it('Mark as Ready asks for the planned launch date of each platform and sends them', async () => {
    signIn(users.pm);
    const { box, calls } = await showStatusBox(aProject({ status: 'finalizing', actions: ['markReady'] }), (_p, _c, current) => ({
      message: 'Project is ready for launch',
      project: { ...current, status: 'ready', actions: [] },
    }));
    await userEvent.click(within(box).getByRole('button', { name: 'Mark as Ready' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark the project as Ready?' });
    expect(dialog).toHaveTextContent('The project moves from Finalizing to Ready.');
    await userEvent.type(within(dialog).getByLabelText(/Planned Facebook launch date/), '2099-01-10');
    await userEvent.type(within(dialog).getByLabelText(/Planned YouTube launch date/), '2099-01-12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Ready' }));
    await waitFor(() =>
      expect(changesIn(calls)).toEqual([
        { method: 'POST', path: 'ready', body: { launchDates: { fb: '2099-01-10', yt: '2099-01-12' } } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Mark as Ready asks only for the platforms whose launch step the checklist holds', async () => {
    signIn(users.pm);
    const project = aProject({ status: 'finalizing', actions: ['markReady'] });
    const checklist = [
      {
        id: 'facebook-launch',
        name: 'Facebook launch',
        admin: true,
        help: null,
        checked: false,
        user: null,
        toggled: null,
        items: [],
      },
    ];
    await showStatusBox({ ...project, checklist });
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Ready' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText(/Planned Facebook launch date/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Planned YouTube launch date/)).not.toBeInTheDocument();
  });

  it('an approval that now needs the script submitted reads "Pending approval" once the server answers', async () => {
    signIn(users.pm);
    const { box } = await showStatusBox(aProject({ actions: ['submitScript'] }), (_path, _call, current) => ({
      message: 'Submitted for approval',
      project: { ...current, scriptStatus: 'pending', actions: [] },
    }));
    await userEvent.click(within(box).getByRole('button', { name: 'Submit for approval' }));
    await waitFor(() => expect(lineOf(box, 'Script')).toHaveTextContent('Pending approval'));
  });

  it('a refusal (409) toasts the server message and reloads the project', async () => {
    signIn(users.pm);
    const { box, calls } = await showStatusBox(aProject({ actions: ['markReady'] }), () => ({
      status: 409,
      body: { message: 'Only a project in finalizing can be marked as ready' },
    }));
    const gets = () => calls.filter((call) => call.method === 'GET').length;
    const before = gets();
    await userEvent.click(within(box).getByRole('button', { name: 'Mark as Ready' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark as Ready' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({ kind: 'error', message: 'Only a project in finalizing can be marked as ready' }),
    );
    // The refusal shows in the dialog too, which stays open to say why.
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent('Only a project in finalizing');
    await waitFor(() => expect(gets()).toBeGreaterThan(before));
  });
});

describe('Update Status (PMs)', () => {
  const toasts = listen('toast');

  it('sends status, script status and storyboard status together, with the status the page showed', async () => {
    signIn(users.pm);
    const { box, calls } = await showStatusBox(
      aProject({
        status: 'storyboarding',
        scriptStatus: 'confirmed',
        storyboardStatus: 'sketch-pending',
        actions: ['updateStatus'],
      }),
      (_path, call, current) => ({ message: 'Project status updated', project: { ...current, ...(call.body as object) } }),
    );
    const form = within(box).getByRole('form', { name: 'Update Status' });
    expect(within(form).getByLabelText('Project status')).toHaveValue('storyboarding');
    expect(within(form).getByLabelText('Script status')).toHaveValue('confirmed');
    expect(within(form).getByLabelText('Storyboard status')).toHaveValue('sketch-pending');
    // The seven working statuses (on hold and trash have their own buttons).
    expect(
      within(within(form).getByLabelText('Project status'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['New', 'Script Writing', 'Storyboarding', 'Production', 'Finalizing', 'Ready', 'Launched']);

    await userEvent.selectOptions(within(form).getByLabelText('Project status'), 'production');
    await userEvent.selectOptions(within(form).getByLabelText('Storyboard status'), 'confirmed');
    await userEvent.click(within(form).getByRole('button', { name: 'Update Status' }));
    const dialog = screen.getByRole('dialog', { name: 'Update the status?' });
    expect(dialog).toHaveTextContent(
      'Project: Storyboarding → Production. Script: Confirmed → Confirmed. Storyboard: Sketch pending → Confirmed.',
    );
    expect(changesIn(calls)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }));

    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'Project status updated' }));
    expect(changesIn(calls)).toEqual([
      {
        method: 'POST',
        path: 'status',
        body: { status: 'production', scriptStatus: 'confirmed', storyboardStatus: 'confirmed', from: 'storyboarding' },
      },
    ]);
    await waitFor(() =>
      expect(within(box).getByText('Production', { selector: '[data-status] *, [data-status]' })).toBeInTheDocument(),
    );
    expect(within(box).getByLabelText('Project status')).toHaveValue('production');
  });

  it('a concurrent change answers 409: the message is toasted', async () => {
    signIn(users.pm);
    const { box } = await showStatusBox(aProject({ actions: ['updateStatus'] }), () => ({
      status: 409,
      body: { message: 'The status changed meanwhile: reload to see it' },
    }));
    await userEvent.click(within(box).getByRole('button', { name: 'Update Status' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Update Status' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({ kind: 'error', message: 'The status changed meanwhile: reload to see it' }),
    );
  });

  it('is not offered without updateStatus', async () => {
    signIn(users.staff);
    const { box } = await showStatusBox(aProject({ actions: ['trash'] }));
    expect(within(box).queryByRole('form', { name: 'Update Status' })).not.toBeInTheDocument();
  });
});
