import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type ProjectListItem, type ProjectRowAction, type SessionUser } from 'shared-api';
import { listen, users, type FakeReply, type FetchCall } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { AppRoutes } from '../AppRoutes';
import { actionCalls, listProject, listQueries, serve, servePage } from '../test-support/project-list';

/** The server's answer to a change: its message and the project (what the page would show). */
const changed = (message: string): FakeReply => ({ body: { message, project: { _id: 'p1', title: 'Why cats purr' } } });

function show(
  user: SessionUser,
  project: ProjectListItem,
  other?: (url: URL, call: FetchCall) => FakeReply | Promise<FakeReply>,
) {
  useSession.setState({ user });
  // The installation names one site to transfer to (with none, the menu offers no Transfer).
  const targets = { targets: [{ id: 'bkk', name: 'Bangkok', url: 'http://bangkok.example.com' }] };
  const calls = serve({
    list: servePage(project),
    other: (url, call) =>
      url.pathname === '/api/projects/transfer/targets'
        ? { body: targets }
        : (other?.(url, call) ?? { status: 404, body: { message: 'Not found' } }),
  });
  renderAt('/app/projects?status=all', <AppRoutes />);
  return calls;
}

const menuButton = () => screen.findByRole('button', { name: 'Actions for Why cats purr' });

async function menuEntries() {
  const button = screen.queryByRole('button', { name: 'Actions for Why cats purr' });
  if (!button) return [];
  await userEvent.click(button);
  const entries = within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  await userEvent.keyboard('{Escape}');
  return entries;
}

/** An admin's row of a project in production, as the server sends it. */
const ADMIN_ACTIONS: ProjectRowAction[] = [
  'toggleFlags',
  'listedBy',
  'updateStatus',
  'duplicate',
  'transfer',
  'hold',
  'trash',
  'markGood',
];
const ADMIN_ENTRIES = [
  'Set priority',
  'Make performance-based',
  'Add to My List',
  'Set status',
  'Duplicate',
  'Transfer',
  'Put on hold',
  'Move to trash',
];

// Who may do what is the server's (server/test/projects-row-actions.test.ts): the menu shows the row's actions.
describe("project item menu: the row's actions, in menu order", () => {
  it.each<[string, SessionUser, ProjectRowAction[], string[]]>([
    ['a client collaborator', users.client, ['trash'], ['Move to trash']],
    ['a PM of the project', users.pm, ['listedBy', 'updateStatus', 'trash'], ['Add to My List', 'Set status', 'Move to trash']],
    ['an admin', users.admin, ADMIN_ACTIONS, ADMIN_ENTRIES],
    [
      'an admin, on a project on hold',
      users.admin,
      ['toggleFlags', 'listedBy', 'duplicate', 'transfer', 'activate', 'trash'],
      ['Set priority', 'Make performance-based', 'Add to My List', 'Duplicate', 'Transfer', 'Make active', 'Move to trash'],
    ],
    ['a PM, on a project in the trash', users.pm, ['listedBy', 'restore'], ['Add to My List', 'Restore']],
  ])('%s', async (_who, user, actions, expected) => {
    show(user, listProject({ actions }));
    await menuButton();
    // Transfer appears once the target sites have arrived.
    await waitFor(async () => expect(await menuEntries()).toEqual(expected));
  });

  it('a row without actions has no menu', async () => {
    show(users.staff, listProject({ actions: [] }));
    await screen.findByRole('listitem', { name: 'Why cats purr' });
    expect(screen.queryByRole('button', { name: 'Actions for Why cats purr' })).not.toBeInTheDocument();
  });

  it("links a project made from a viewer's story to its story-reception post, for PMs (issue 28)", async () => {
    show(users.pm, listProject({ postId: 'post-7', actions: ['listedBy'] }));
    await waitFor(async () => expect(await menuEntries()).toContain('Open the story it came from'));
    await userEvent.click(await menuButton());
    await userEvent.click(screen.getByRole('menuitem', { name: 'Open the story it came from' }));
    expect(window.location.pathname).toBe('/app/feed/story-reception/post/post-7');
  });

  it('names the flags as they stand: priority, performance-based, My List', async () => {
    show(users.admin, listProject({ starred: true, perfBased: true, listedByMe: true, actions: ADMIN_ACTIONS }));
    await menuButton();
    expect((await menuEntries()).slice(0, 3)).toEqual(['Remove priority', 'Remove performance-based', 'Remove from My List']);
  });
});

describe('project item menu: the requests', () => {
  const toasts = listen('toast');
  const changes = listen('data:changed');

  it.each<[string, Partial<ProjectListItem>, string, unknown, string]>([
    ['Set priority', {}, 'toggle', { flag: 'starred', value: true }, 'Project updated'],
    ['Make performance-based', {}, 'toggle', { flag: 'perfBased', value: true }, 'Project updated'],
    ['Remove priority', { starred: true }, 'toggle', { flag: 'starred', value: false }, 'Project updated'],
    ['Add to My List', {}, 'listedby', { value: true }, 'Project added to My List'],
    ['Remove from My List', { listedByMe: true }, 'listedby', { value: false }, 'Project removed from My List'],
    ['Put on hold', {}, 'hold', undefined, 'Project put on hold'],
    [
      'Make active',
      { status: 'onhold', oldStatus: 'production', actions: ['activate'] },
      'activate',
      undefined,
      'Project is active again',
    ],
    ['Move to trash', {}, 'trash', undefined, 'Project moved to the trash'],
    ['Restore', { status: 'trash', oldStatus: 'production', actions: ['restore'] }, 'restore', undefined, 'Project restored'],
  ])(
    '%s sends its request, toasts the answer and refreshes the lists and counts',
    async (entry, overrides, path, body, message) => {
      const calls = show(users.admin, listProject({ actions: ADMIN_ACTIONS, ...overrides }), () => changed(message));
      await userEvent.click(await menuButton());
      const listsBefore = listQueries(calls).length;

      await userEvent.click(screen.getByRole('menuitem', { name: entry }));

      await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message }]));
      expect(actionCalls(calls)).toEqual([{ method: 'POST', path: `/api/projects/p1/${path}`, body }]);
      // Every project list and count on the page refreshes (the tab counts through the bus event).
      expect(changes).toEqual([{ resource: 'projects' }]);
      await waitFor(() => expect(listQueries(calls).length).toBeGreaterThan(listsBefore));
    },
  );

  it("a refusal toasts the server's message", async () => {
    const calls = show(users.staff, listProject({ actions: ['trash'] }), () => ({
      status: 409,
      body: { message: 'The project is already in the trash' },
    }));
    await userEvent.click(await menuButton());
    await userEvent.click(screen.getByRole('menuitem', { name: 'Move to trash' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', message: 'The project is already in the trash' }]));
    expect(actionCalls(calls)).toHaveLength(1);
  });

  /** A server whose list holds what the last answered switch set; each switch waits until the test releases it. */
  function serveSwitches(user: SessionUser, refuse?: { status: number; message: string }) {
    let row = listProject({ actions: ADMIN_ACTIONS });
    const answers: Array<() => void> = [];
    useSession.setState({ user });
    const calls = serve({
      list: () => ({ body: { projects: [row], skip: 1, hasMore: false } }),
      other: (url, call) =>
        call.method === 'GET'
          ? { body: { targets: [] } }
          : new Promise<FakeReply>((resolve) =>
              answers.push(() => {
                if (refuse) return resolve({ status: refuse.status, body: { message: refuse.message } });
                const body = call.body as { flag?: 'starred' | 'perfBased'; value: boolean };
                row = url.pathname.endsWith('/listedby')
                  ? { ...row, listedByMe: body.value }
                  : { ...row, [body.flag!]: body.value };
                resolve({ body: { message: 'Project updated', project: row } });
              }),
            ),
    });
    renderAt('/app/projects?status=all', <AppRoutes />);
    return { calls, answer: (n: number) => act(async () => answers[n]()) };
  }
  const item = () => screen.getByRole('listitem', { name: /Why cats purr/ });
  const choose = async (entry: string) => {
    await userEvent.click(await menuButton());
    await userEvent.click(screen.getByRole('menuitem', { name: entry }));
  };

  it('a flag shows at once, before the server answers; a second click waits, then sends its own value (issue 28)', async () => {
    const { calls, answer } = serveSwitches(users.admin);
    await choose('Set priority');
    // The row and the menu show the flag before any answer.
    expect(within(item()).getByText('Priority')).toBeInTheDocument();
    await userEvent.click(await menuButton());
    expect(screen.getByRole('menuitem', { name: 'Remove priority' })).toBeEnabled();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Remove priority' }));
    expect(within(item()).queryByText('Priority')).not.toBeInTheDocument();
    expect(actionCalls(calls)).toEqual([
      { method: 'POST', path: '/api/projects/p1/toggle', body: { flag: 'starred', value: true } },
    ]);

    await answer(0);
    await waitFor(() => expect(actionCalls(calls)).toHaveLength(2));
    expect(actionCalls(calls)[1]).toEqual({
      method: 'POST',
      path: '/api/projects/p1/toggle',
      body: { flag: 'starred', value: false },
    });
    expect(within(item()).queryByText('Priority')).not.toBeInTheDocument();
    await answer(1);
    await waitFor(() => expect(toasts.filter((toast) => toast.kind === 'success')).toHaveLength(2));
    expect(within(item()).queryByText('Priority')).not.toBeInTheDocument();
    await userEvent.click(await menuButton());
    expect(screen.getByRole('menuitem', { name: 'Set priority' })).toBeInTheDocument();
  });

  it('My List shows at once and sends the wanted value; the performance-based flag too', async () => {
    const { calls, answer } = serveSwitches(users.admin);
    await choose('Add to My List');
    await userEvent.click(await menuButton());
    expect(screen.getByRole('menuitem', { name: 'Remove from My List' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await choose('Make performance-based');
    expect(within(item()).getByText('PB')).toBeInTheDocument();
    await answer(0);
    await waitFor(() => expect(actionCalls(calls)).toHaveLength(2));
    await answer(1);
    expect(actionCalls(calls)).toEqual([
      { method: 'POST', path: '/api/projects/p1/listedby', body: { value: true } },
      { method: 'POST', path: '/api/projects/p1/toggle', body: { flag: 'perfBased', value: true } },
    ]);
    await waitFor(() => expect(toasts.filter((toast) => toast.kind === 'success')).toHaveLength(2));
    expect(within(item()).getByText('PB')).toBeInTheDocument();
  });

  it.each([
    [403, 'Only admins set the priority'],
    [409, 'The project is in the trash'],
  ])("a %s puts the flag back with the server's message", async (status, message) => {
    const { answer } = serveSwitches(users.admin, { status, message });
    await choose('Set priority');
    expect(within(item()).getByText('Priority')).toBeInTheDocument();
    await answer(0);
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', message }));
    await waitFor(() => expect(within(item()).queryByText('Priority')).not.toBeInTheDocument());
  });

  it('opens with Enter, moves with the arrows, and Escape closes it and returns focus to the button', async () => {
    show(users.admin, listProject({ actions: ADMIN_ACTIONS }));
    const button = await menuButton();
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Set priority' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Make performance-based' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Move to trash' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });
});

describe('set status', () => {
  const toasts = listen('toast');
  const pmProject = () =>
    listProject({
      collabs: [{ _id: users.pm._id, name: 'Pat PM', picture: null }],
      actions: ['listedBy', 'updateStatus', 'trash'],
    });

  async function openStatus() {
    await userEvent.click(await menuButton());
    await userEvent.click(screen.getByRole('menuitem', { name: 'Set status' }));
    return screen.getByRole('dialog', { name: 'Set status of Why cats purr' });
  }

  it('a PM of the project picks a working status; it is sent with the status the row showed', async () => {
    const calls = show(users.pm, pmProject(), () => changed('Project status updated'));
    const dialog = await openStatus();
    const select = within(dialog).getByLabelText('Status');
    expect(select).toHaveValue('production');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['New', 'Script Writing', 'Storyboarding', 'Production', 'Finalizing', 'Ready', 'Launched']);

    await userEvent.selectOptions(select, 'finalizing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(actionCalls(calls)).toEqual([
      { method: 'POST', path: '/api/projects/p1/status', body: { status: 'finalizing', from: 'production' } },
    ]);
    expect(toasts).toEqual([{ kind: 'success', message: 'Project status updated' }]);
  });

  it('the same status again sends nothing', async () => {
    const calls = show(users.pm, pmProject(), () => changed('Project status updated'));
    const dialog = await openStatus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(actionCalls(calls)).toEqual([]);
  });

  it('a refusal keeps the picker open and toasts why', async () => {
    show(users.pm, pmProject(), () => ({ status: 409, body: { message: 'The project is on hold or in the trash' } }));
    const dialog = await openStatus();
    await userEvent.selectOptions(within(dialog).getByLabelText('Status'), 'ready');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', message: 'The project is on hold or in the trash' }]));
    expect(screen.getByRole('dialog', { name: 'Set status of Why cats purr' })).toBeInTheDocument();
  });
});

describe('sensitive terms warning', () => {
  const toasts = listen('toast');

  it('warns contributors when demonProof is false; admins may mark it as good', async () => {
    const calls = show(users.admin, listProject({ demonProof: false, actions: ADMIN_ACTIONS }), () =>
      changed('Saved YES for Demonetization check'),
    );
    const item = await screen.findByRole('listitem', { name: 'Why cats purr' });
    expect(within(item).getByText('May contain sensitive terms')).toBeInTheDocument();

    await userEvent.click(within(item).getByRole('button', { name: 'Mark as good' }));

    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: 'Saved YES for Demonetization check' }]));
    expect(actionCalls(calls)).toEqual([
      { method: 'POST', path: '/api/projects/p1/change-meta', body: { name: 'demonProof', value: true } },
    ]);
  });

  it('gives others the warning without Mark as good', async () => {
    show(users.pm, listProject({ demonProof: false, actions: ['listedBy', 'updateStatus', 'trash'] }));
    const item = await screen.findByRole('listitem', { name: 'Why cats purr' });
    expect(within(item).getByText('May contain sensitive terms')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Mark as good' })).not.toBeInTheDocument();
  });

  it.each([
    ['a project without risky words', { demonProof: true }],
    ["a client's row (no demonProof)", { demonProof: undefined }],
  ])('says nothing for %s', async (_what, overrides) => {
    show(users.admin, listProject({ actions: ADMIN_ACTIONS, ...overrides }));
    const item = await screen.findByRole('listitem', { name: 'Why cats purr' });
    expect(within(item).queryByText('May contain sensitive terms')).not.toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Mark as good' })).not.toBeInTheDocument();
  });
});

describe('jobs dropdown', () => {
  const job = (id: string, jobType: string, status: string, title = '') => ({ _id: id, jobType, status, title });
  const jobReads = (calls: FetchCall[]) => calls.filter((call) => call.url.startsWith('/api/jobs'));

  it("loads the project's incomplete jobs on first opening only, each a link to its job", async () => {
    const calls = show(users.staff, listProject(), (url) =>
      url.pathname === '/api/jobs'
        ? {
            body: {
              jobs: [job('j1', 'voice', 'open'), job('j2', 'other', 'inprogress', 'Translate the intro')],
              hasMore: false,
            },
          }
        : { status: 404, body: { message: 'Not found' } },
    );
    const item = await screen.findByRole('listitem', { name: 'Why cats purr' });
    const toggle = within(item).getByRole('button', { name: 'Jobs' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(jobReads(calls)).toHaveLength(0);

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Jobs of Why cats purr' });
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    expect(await within(panel).findByRole('link', { name: 'Voice Over: available' })).toHaveAttribute('href', '/app/jobs/j1');
    expect(within(panel).getByRole('link', { name: 'Translate the intro: in progress' })).toHaveAttribute('href', '/app/jobs/j2');
    expect(jobReads(calls).map((call) => Object.fromEntries(new URL(call.url, 'http://x').searchParams))).toEqual([
      { projectId: 'p1', status: 'incomplete', limit: '5' },
    ]);

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Jobs of Why cats purr' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(within(screen.getByRole('region', { name: 'Jobs of Why cats purr' })).getAllByRole('link')).toHaveLength(2);
    expect(jobReads(calls)).toHaveLength(1);
  });

  it('says when there are none, and links to the rest when there are more than five', async () => {
    let jobs: ReturnType<typeof job>[] = [];
    let hasMore = false;
    show(users.pm, listProject(), () => ({ body: { jobs, hasMore } }));
    const item = await screen.findByRole('listitem', { name: 'Why cats purr' });
    await userEvent.click(within(item).getByRole('button', { name: 'Jobs' }));
    expect(await within(item).findByText('No incomplete jobs')).toBeInTheDocument();

    jobs = [1, 2, 3, 4, 5].map((n) => job(`j${n}`, 'script', 'open'));
    hasMore = true;
    useSession.setState({ user: users.pm });
    serve({ list: servePage(listProject({ _id: 'p2', title: 'Second' })), other: () => ({ body: { jobs, hasMore } }) });
    renderAt('/app/projects?status=all', <AppRoutes />);
    const second = await screen.findByRole('listitem', { name: 'Second' });
    await userEvent.click(within(second).getByRole('button', { name: 'Jobs' }));
    expect(await within(second).findByRole('link', { name: 'All incomplete jobs' })).toHaveAttribute(
      'href',
      '/app/jobs?status=incomplete&projectId=p2',
    );
  });

  it('is not offered to clients (jobs are for contributors)', async () => {
    show(users.client, listProject());
    const item = await screen.findByRole('listitem', { name: 'Why cats purr' });
    expect(within(item).queryByRole('button', { name: 'Jobs' })).not.toBeInTheDocument();
  });
});
