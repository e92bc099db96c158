import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Project } from 'shared-api';
import { listen, mockFetch, type FakeReply, type FetchCall } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { aProject, WithProject } from '../test-support/project';
import { DriveBox } from './DriveBox';
import { DRIVE_MAX_ERRORS, DRIVE_POLL_MS } from './useDriveSetup';

const progressReads = (calls: FetchCall[]) => calls.filter((call) => call.url.startsWith('/api/projects/gdrive/create/progress'));
const projectReads = (calls: FetchCall[]) => calls.filter((call) => call.method === 'GET' && call.url === '/api/projects/p1');
const posts = (calls: FetchCall[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => ({ url: call.url, body: call.body }));

type Server = { project: Project; progress(): FakeReply; create?(): FakeReply };

function serve(server: Server) {
  return mockFetch((url, call) => {
    if (url.pathname === '/api/projects/gdrive/create/progress') return server.progress();
    if (url.pathname === '/api/projects/p1/gdrive/create') return server.create?.() ?? { body: { message: 'Upload started' } };
    if (url.pathname === '/api/projects/p1/gdrive/link') {
      const folder = (call.body as { folder: string }).folder;
      server.project = { ...server.project, gdriveFolder: folder };
      return { body: { message: 'Updated Drive Folder', project: server.project } };
    }
    return { body: { project: server.project } };
  });
}

const renderBox = () => renderAt('/app/projects/p1/scenes', <WithProject box={(project) => <DriveBox project={project} />} />);

/** Lets the fake clock run `ms` with every promise settled in between (fetches answer through promises). */
const tick = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('drive box', () => {
  const toasts = listen('toast');
  afterEach(() => jest.useRealTimers());

  it('renders nothing for callers without setupDrive on a project without a folder', async () => {
    const calls = serve({
      project: aProject({ actions: ['editChecklist'] }),
      progress: () => ({ body: { log: [], status: '' } }),
    });
    renderBox();
    await waitFor(() => expect(projectReads(calls)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Drive setup' })).not.toBeInTheDocument();
  });

  it("shows the project's folder to everyone who sees the box: a link for an http address, else text", async () => {
    serve({ project: aProject({ gdriveFolder: 'https://drive.example.com/folders/abc' }), progress: () => ({}) });
    const { unmount } = renderBox();
    const box = await screen.findByRole('region', { name: 'Drive setup' });
    expect(within(box).getByRole('link', { name: 'https://drive.example.com/folders/abc' })).toHaveAttribute('target', '_blank');
    expect(within(box).queryByRole('button', { name: 'Run' })).not.toBeInTheDocument();
    expect(within(box).queryByRole('textbox')).not.toBeInTheDocument();
    unmount();

    serve({ project: aProject({ gdriveFolder: 'drive/p1' }), progress: () => ({}) });
    renderBox();
    expect(await screen.findByText('drive/p1')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'drive/p1' })).not.toBeInTheDocument();
  });

  it('Run needs the confirmation, starts the setup and polls every 2 s until the log says "Complete."', async () => {
    jest.useFakeTimers();
    const server: Server = {
      project: aProject({ actions: ['setupDrive'] }),
      progress: () => ({ body: { log: ['Creating folders'], status: 'running' } }),
    };
    const calls = serve(server);
    renderBox();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const run = await screen.findByRole('button', { name: 'Run' });
    expect(run).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I know, now let me' }));
    expect(run).toBeEnabled();
    await user.click(run);
    await tick(0);
    expect(posts(calls)).toEqual([{ url: '/api/projects/p1/gdrive/create', body: undefined }]);
    expect(toasts).toContainEqual({ kind: 'success', message: 'Upload started' });
    expect(progressReads(calls).map((call) => call.url)).toEqual(['/api/projects/gdrive/create/progress?projectId=p1']);
    expect(screen.getByText('Setting up the drive...')).toHaveAttribute('role', 'status');
    expect(within(screen.getByRole('list', { name: 'Setup log' })).getByText('Creating folders')).toBeInTheDocument();
    // While it runs there is nothing else to start or link.
    expect(screen.queryByRole('button', { name: 'Run' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Link folder' })).not.toBeInTheDocument();

    await tick(DRIVE_POLL_MS - 1);
    expect(progressReads(calls)).toHaveLength(1);
    await tick(1);
    expect(progressReads(calls)).toHaveLength(2);

    const readsBefore = projectReads(calls).length;
    server.progress = () => ({ body: { log: ['Creating folders', 'Scenes', 'Complete.'], status: 'done' } });
    server.project = { ...server.project, gdriveFolder: 'https://drive.example.com/folders/new', actions: [] };
    await tick(DRIVE_POLL_MS);
    expect(progressReads(calls)).toHaveLength(3);
    expect(toasts).toContainEqual({ kind: 'success', message: 'Google Drive Setup Complete!' });
    expect(projectReads(calls).length).toBeGreaterThan(readsBefore);
    expect(await screen.findByRole('link', { name: 'https://drive.example.com/folders/new' })).toBeInTheDocument();
    expect(screen.getByText('Complete.')).toBeInTheDocument();

    await tick(DRIVE_POLL_MS * 5);
    expect(progressReads(calls)).toHaveLength(3);
  });

  it('gives up silently once more than 5 polls failed', async () => {
    jest.useFakeTimers();
    const calls = serve({
      project: aProject({ actions: ['setupDrive'] }),
      progress: () => ({ status: 503, body: { message: 'Busy' } }),
    });
    renderBox();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(await screen.findByRole('checkbox', { name: 'I know, now let me' }));
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await tick(0);
    for (let poll = 0; poll < 10; poll += 1) await tick(DRIVE_POLL_MS);
    expect(progressReads(calls)).toHaveLength(DRIVE_MAX_ERRORS + 1);
    expect(toasts.filter((toast) => toast.kind === 'error')).toEqual([]);
    expect(screen.queryByText('Setting up the drive...')).not.toBeInTheDocument();
  });

  it('stops when the server reports the setup failed, keeping its log', async () => {
    jest.useFakeTimers();
    const calls = serve({
      project: aProject({ actions: ['setupDrive'] }),
      progress: () => ({ body: { log: ['Creating folders', 'Storage is full'], status: 'failed' } }),
    });
    renderBox();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(await screen.findByRole('checkbox', { name: 'I know, now let me' }));
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await tick(0);
    await tick(DRIVE_POLL_MS * 3);
    expect(progressReads(calls)).toHaveLength(1);
    expect(screen.getByText('Storage is full')).toBeInTheDocument();
    expect(screen.queryByText('Setting up the drive...')).not.toBeInTheDocument();
  });

  it("a refused start shows the server's message and polls nothing", async () => {
    const calls = serve({
      project: aProject({ actions: ['setupDrive'] }),
      progress: () => ({ body: { log: [], status: '' } }),
      create: () => ({ status: 409, body: { message: 'Drive setup has already run for this project' } }),
    });
    renderBox();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'I know, now let me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({ kind: 'error', message: 'Drive setup has already run for this project' }),
    );
    expect(progressReads(calls)).toHaveLength(0);
  });

  it('links a folder by hand; an empty address only focuses the field', async () => {
    const calls = serve({ project: aProject({ actions: ['setupDrive'] }), progress: () => ({}) });
    renderBox();
    const field = await screen.findByRole('textbox', { name: 'Folder address' });
    await userEvent.click(screen.getByRole('button', { name: 'Link folder' }));
    expect(field).toHaveFocus();
    expect(screen.getByText('Enter the folder address')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);

    await userEvent.type(field, '  https://drive.example.com/folders/mine ');
    await userEvent.click(screen.getByRole('button', { name: 'Link folder' }));
    expect(await screen.findByRole('link', { name: 'https://drive.example.com/folders/mine' })).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      { url: '/api/projects/p1/gdrive/link', body: { folder: 'https://drive.example.com/folders/mine' } },
    ]);
    expect(toasts).toContainEqual({ kind: 'success', message: 'Updated Drive Folder' });
  });
});
