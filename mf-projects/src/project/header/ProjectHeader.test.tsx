import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listen, users } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { setLocale } from 'shared-ui';
import { AppRoutes } from '../../AppRoutes';
import { aProject, changesIn, serveProject, signIn, PROJECT_ID as P } from '../test-support/project';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

const renamable = () =>
  serveProject(aProject({ actions: ['rename'] }), {
    onChange: (path, call, current) =>
      path === ''
        ? { message: 'Project renamed', project: { ...current, title: (call.body as { title: string }).title } }
        : { status: 404, body: { message: 'Not found' } },
  });

async function startRenaming() {
  renderAt(`/app/projects/${P}/scenes`, <AppRoutes />);
  await userEvent.click(await screen.findByRole('button', { name: 'Rename project' }));
  const field = screen.getByRole('textbox', { name: 'Project title' });
  expect(field).toHaveValue('Why cats purr');
  expect(field).toHaveFocus();
  return field;
}

describe('renaming the project', () => {
  const toasts = listen('toast');

  it('Enter saves the new title (trimmed); the server says "Project renamed"; focus returns to Rename', async () => {
    signIn(users.pm);
    const calls = renamable();
    const field = await startRenaming();
    await userEvent.clear(field);
    await userEvent.type(field, '  Why dogs bark {Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Why dogs bark' })).toBeInTheDocument();
    expect(changesIn(calls)).toEqual([{ method: 'POST', path: '', body: { title: 'Why dogs bark' } }]);
    expect(toasts).toContainEqual({ kind: 'success', message: 'Project renamed' });
    expect(screen.getByRole('button', { name: 'Rename project' })).toHaveFocus();
  });

  it('leaving the field saves too', async () => {
    signIn(users.pm);
    const calls = renamable();
    const field = await startRenaming();
    await userEvent.type(field, ' again');
    await userEvent.tab();
    expect(await screen.findByRole('heading', { level: 1, name: 'Why cats purr again' })).toBeInTheDocument();
    expect(changesIn(calls)).toEqual([{ method: 'POST', path: '', body: { title: 'Why cats purr again' } }]);
  });

  it('Escape cancels: nothing is sent and the title stays', async () => {
    signIn(users.pm);
    const calls = renamable();
    const field = await startRenaming();
    await userEvent.type(field, ' changed{Escape}');
    expect(screen.getByRole('heading', { level: 1, name: 'Why cats purr' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Project title' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename project' })).toHaveFocus();
    expect(changesIn(calls)).toEqual([]);
  });

  it('a blank title is ignored', async () => {
    signIn(users.pm);
    const calls = renamable();
    const field = await startRenaming();
    await userEvent.clear(field);
    await userEvent.type(field, '   {Enter}');
    expect(screen.getByRole('heading', { level: 1, name: 'Why cats purr' })).toBeInTheDocument();
    expect(changesIn(calls)).toEqual([]);
  });

  it('an unchanged title sends nothing (Enter or leaving the field)', async () => {
    signIn(users.pm);
    const calls = renamable();
    let field = await startRenaming();
    await userEvent.type(field, ' {Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Rename project' }));
    field = screen.getByRole('textbox', { name: 'Project title' });
    await userEvent.tab();
    expect(screen.getByRole('heading', { level: 1, name: 'Why cats purr' })).toBeInTheDocument();
    expect(changesIn(calls)).toEqual([]);
  });

  it('a refusal keeps the field (the message is toasted)', async () => {
    signIn(users.pm);
    serveProject(aProject({ actions: ['rename'] }), {
      onChange: () => ({ status: 403, body: { message: 'Only the project PMs may rename it' } }),
    });
    const field = await startRenaming();
    await userEvent.type(field, '!{Enter}');
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', message: 'Only the project PMs may rename it' }));
    expect(screen.getByRole('textbox', { name: 'Project title' })).toHaveValue('Why cats purr!');
  });

  it('is not offered without the rename action', async () => {
    signIn(users.staff);
    serveProject(aProject());
    renderAt(`/app/projects/${P}/scenes`, <AppRoutes />);
    await screen.findByRole('heading', { level: 1, name: 'Why cats purr' });
    expect(screen.queryByRole('button', { name: 'Rename project' })).not.toBeInTheDocument();
  });
});

describe('storyboard toggles', () => {
  const toasts = listen('toast');
  it('the project PMs (editMeta) switch storyboard numbers and visibility through change-meta', async () => {
    signIn(users.pm);
    const calls = serveProject(aProject({ actions: ['editMeta'], storyboardNumbers: false, storyboardVisible: true }), {
      onChange: (_path, call, current) => {
        const { name, value } = call.body as { name: 'storyboardNumbers' | 'storyboardVisible'; value: boolean };
        return { message: `Saved ${value ? 'YES' : 'NO'} for ${name}`, project: { ...current, [name]: value } };
      },
    });
    renderAt(`/app/projects/${P}/scenes`, <AppRoutes />);
    const numbers = await screen.findByRole('switch', { name: 'Storyboard numbers' });
    const visible = screen.getByRole('switch', { name: 'Storyboard visible' });
    expect(numbers).toHaveAttribute('aria-checked', 'false');
    expect(visible).toHaveAttribute('aria-checked', 'true');

    await userEvent.click(numbers);
    await waitFor(() => expect(numbers).toHaveAttribute('aria-checked', 'true'));
    await waitFor(() => expect(visible).toBeEnabled());
    await userEvent.click(visible);
    await waitFor(() => expect(visible).toHaveAttribute('aria-checked', 'false'));
    expect(changesIn(calls)).toEqual([
      { method: 'POST', path: 'change-meta', body: { name: 'storyboardNumbers', value: true } },
      { method: 'POST', path: 'change-meta', body: { name: 'storyboardVisible', value: false } },
    ]);
  });

  /** The server holds its answers to changes until `release`; `refusal` makes every change answer it. */
  function holdChanges(refusal?: { status: number; message: string }) {
    const calls = serveProject(aProject({ actions: ['editMeta'], storyboardNumbers: false, storyboardVisible: true }), {
      onChange: (_path, call, current) => {
        if (refusal) return { status: refusal.status, body: { message: refusal.message } };
        const { name, value } = call.body as { name: 'storyboardNumbers' | 'storyboardVisible'; value: boolean };
        return { message: `Saved ${value ? 'YES' : 'NO'} for ${name}`, project: { ...current, [name]: value } };
      },
    });
    const served = globalThis.fetch;
    const releases: Array<() => void> = [];
    globalThis.fetch = ((path: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? new Promise<void>((resolve) => releases.push(resolve)).then(() => served(path, init))
        : served(path, init)) as typeof fetch;
    return { calls, sent: () => releases.length, release: (n: number) => act(async () => releases[n]()) };
  }

  it('a switch shows at once; a second press waits for the first answer, is sent after it and wins (issue 28)', async () => {
    signIn(users.pm);
    const { calls, sent, release } = holdChanges();
    renderAt(`/app/projects/${P}/scenes`, <AppRoutes />);
    const numbers = await screen.findByRole('switch', { name: 'Storyboard numbers' });
    await userEvent.click(numbers);
    expect(numbers).toHaveAttribute('aria-checked', 'true');
    expect(numbers).toBeEnabled();
    await userEvent.click(numbers);
    expect(numbers).toHaveAttribute('aria-checked', 'false');
    expect(sent()).toBe(1);
    await release(0);
    await waitFor(() => expect(sent()).toBe(2));
    expect(numbers).toHaveAttribute('aria-checked', 'false');
    await release(1);
    expect(changesIn(calls)).toEqual([
      { method: 'POST', path: 'change-meta', body: { name: 'storyboardNumbers', value: true } },
      { method: 'POST', path: 'change-meta', body: { name: 'storyboardNumbers', value: false } },
    ]);
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'Saved NO for storyboardNumbers' }));
    expect(numbers).toHaveAttribute('aria-checked', 'false');
  });

  it.each([
    [403, 'Only the PMs of the project change this'],
    [409, 'The project is in the trash'],
  ])("a %s puts the switch back with the server's message", async (status, message) => {
    signIn(users.pm);
    const { release } = holdChanges({ status, message });
    renderAt(`/app/projects/${P}/scenes`, <AppRoutes />);
    const visible = await screen.findByRole('switch', { name: 'Storyboard visible' });
    await userEvent.click(visible);
    expect(visible).toHaveAttribute('aria-checked', 'false');
    await release(0);
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', message }));
    await waitFor(() => expect(visible).toHaveAttribute('aria-checked', 'true'));
  });

  it('are not shown without editMeta', async () => {
    signIn(users.staff);
    serveProject(aProject());
    renderAt(`/app/projects/${P}/scenes`, <AppRoutes />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});

describe('word-count warning', () => {
  const warning = /The script has .* words\. A script of more than 1,900 words makes a 10-minute video/;

  it.each([
    [1601, true],
    [1799, true],
    [1600, false],
    [1800, false],
    [1950, false],
  ])('PMs: %i words → warning %s', async (wordCount, shown) => {
    signIn(users.pm);
    serveProject(aProject({ wordCount }));
    renderAt(`/app/projects/${P}/scenes`, <AppRoutes />);
    await screen.findByRole('heading', { level: 1 });
    if (shown) expect(screen.getByRole('note')).toHaveTextContent(warning);
    else expect(screen.queryByText(warning)).not.toBeInTheDocument();
  });

  it('is for PMs only', async () => {
    signIn(users.staff);
    serveProject(aProject({ wordCount: 1700 }));
    renderAt(`/app/projects/${P}/scenes`, <AppRoutes />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
  });
});

describe('sensitive terms', () => {
  afterEach(() => setLocale('en'));

  it('"May contain sensitive terms" beside the word count when the script holds a risky word', async () => {
    signIn(users.staff);
    serveProject(aProject({ demonProof: false, wordCount: 12 }));
    renderAt(`/app/projects/${P}/scenes`, <AppRoutes />);
    const warning = await screen.findByText('May contain sensitive terms');
    expect(warning.previousElementSibling).toHaveTextContent('Words: 12');
  });

  it('reads in Thai', async () => {
    await setLocale('th');
    signIn(users.staff);
    serveProject(aProject({ demonProof: false }));
    renderAt(`/app/projects/${P}/scenes`, <AppRoutes />);
    expect(await screen.findByText('อาจมีคำที่อ่อนไหว')).toBeInTheDocument();
  });

  it('says nothing to a client (who is not told demonProof)', async () => {
    signIn(users.client);
    serveProject(aProject({ demonProof: undefined }));
    renderAt(`/app/projects/${P}/scenes`, <AppRoutes />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('May contain sensitive terms')).not.toBeInTheDocument();
  });
});
