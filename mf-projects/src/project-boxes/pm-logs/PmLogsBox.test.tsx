import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale } from 'shared-ui';
import { mockFetch, type FetchCall } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { aProject } from '../test-support/project';
import { PM_LOG_PAGE_SIZE, type ProjectLog } from './api/get-project-logs';
import { describeLog } from './describe-log';
import { PmLogsBox } from './PmLogsBox';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const pat = { _id: 'u-pm', name: 'Pat PM' };
const log = (
  id: string,
  action: string,
  details: Record<string, unknown> = {},
  user: ProjectLog['user'] = pat,
  ago = 5,
): ProjectLog => ({
  _id: id,
  action,
  details,
  user,
  created: minutesAgo(ago),
});

const FIRST_PAGE = [
  log('l1', 'status', { status: 'production' }, pat, 1),
  log('l2', 'collab-added', { name: 'Ann Artist' }, pat, 2),
  log('l3', 'checklist', { id: 'project-setup', name: 'Project setup', checked: true }, pat, 3),
  log('l4', 'spec', { key: 'voice', value: 'v1', label: 'Warm narrator' }, null, 4),
  log('l5', 'job-created', { jobType: 'voice', price: 120 }, pat, 5),
];

function serve(actions: string[], pages: ProjectLog[][] = [FIRST_PAGE, [log('l9', 'renamed', { title: 'Old cats' }, pat, 90)]]) {
  return mockFetch((url) => {
    if (url.pathname === '/api/projects/p1') return { body: { project: aProject({ actions: actions as never }) } };
    const skip = Number(url.searchParams.get('skip'));
    const index = skip / PM_LOG_PAGE_SIZE;
    return { body: { logs: pages[index] ?? [], hasMore: index < pages.length - 1 } };
  });
}
const logReads = (calls: FetchCall[]) =>
  calls
    .filter((call) => call.url.startsWith('/api/projects/p1/logs'))
    .map((call) => Object.fromEntries(new URL(call.url, 'http://x').searchParams));

describe('PM logs box', () => {
  it('renders nothing and asks for no logs without seePmLogs', async () => {
    const calls = serve(['editChecklist']);
    renderAt('/app/projects/p1/scenes', <PmLogsBox projectId="p1" />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'PM logs' })).not.toBeInTheDocument();
    expect(logReads(calls)).toHaveLength(0);
  });

  it('lists "who did what, when", newest first, a page at a time with Load More', async () => {
    const calls = serve(['seePmLogs']);
    renderAt('/app/projects/p1/scenes', <PmLogsBox projectId="p1" />);
    const box = await screen.findByRole('region', { name: 'PM logs' });
    const lines = await within(box).findAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Pat PM changed the status to Production, 1m',
      'Pat PM added Ann Artist to the project, 2m',
      'Pat PM ticked “Project setup”, 3m',
      'Someone set the voice spec to Warm narrator, 4m',
      'Pat PM job created: job type: voice, price: 120, 5m',
    ]);
    expect(within(lines[0]).getByText('1m')).toHaveAttribute('datetime', FIRST_PAGE[0].created);
    expect(logReads(calls)).toEqual([{ skip: '0', limit: String(PM_LOG_PAGE_SIZE) }]);

    await userEvent.click(within(box).getByRole('button', { name: 'Load More' }));
    expect(await within(box).findByText(/renamed the project to “Old cats”/)).toBeInTheDocument();
    expect(logReads(calls)).toEqual([
      { skip: '0', limit: String(PM_LOG_PAGE_SIZE) },
      { skip: String(PM_LOG_PAGE_SIZE), limit: String(PM_LOG_PAGE_SIZE) },
    ]);
    expect(within(box).queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('says when nothing is logged yet, and shows a failed read with Retry', async () => {
    let fail = true;
    mockFetch((url) => {
      if (url.pathname === '/api/projects/p1') return { body: { project: aProject({ actions: ['seePmLogs'] }) } };
      return fail ? { status: 503, body: { message: 'Logs are resting' } } : { body: { logs: [], hasMore: false } };
    });
    renderAt('/app/projects/p1/scenes', <PmLogsBox projectId="p1" />);
    expect(await screen.findByText('Logs are resting')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Nothing logged yet')).toBeInTheDocument();
  });

  it('reads in Thai', async () => {
    await setLocale('th');
    serve(['seePmLogs'], [[log('l1', 'status', { status: 'production' }), log('l2', 'collab-removed', { name: 'Bob' })]]);
    const { unmount } = renderAt('/app/projects/p1/scenes', <PmLogsBox projectId="p1" />);
    try {
      expect(await screen.findByRole('heading', { name: 'บันทึกของ PM' })).toBeInTheDocument();
      expect(await screen.findByText(/เปลี่ยนสถานะเป็น ผลิต/)).toBeInTheDocument();
      expect(screen.getByText(/นำ Bob ออกจากโปรเจกต์/)).toBeInTheDocument();
    } finally {
      unmount();
      await setLocale('en');
    }
  });
});

describe('describeLog', () => {
  const t = (key: string | string[], values?: Record<string, unknown>) => `${String(key)}${values ? JSON.stringify(values) : ''}`;
  const labels = { status: (status: string) => status.toUpperCase() };

  it.each([
    ['renamed', { title: 'New' }, 'pmLogs.action.renamedTo{"title":"New"}'],
    ['renamed', {}, 'pmLogs.action.renamed'],
    ['status', { status: 'ready' }, 'pmLogs.action.statusTo{"status":"READY"}'],
    ['submitScript', {}, 'pmLogs.action.submitScript'],
    ['approveStoryboard', {}, 'pmLogs.action.approveStoryboard'],
    ['collab-added', { name: 'Ann', invited: true }, 'pmLogs.action.collabInvited{"name":"Ann"}'],
    ['collab-added', { user: { _id: 'u1', name: 'Ann' } }, 'pmLogs.action.collabAddedName{"name":"Ann"}'],
    ['collab-removed', {}, 'pmLogs.action.collabRemoved'],
    // What the server writes (routes/api/projects/collaborators.ts).
    ['collaborator-joined', { userId: 'u1', name: 'Pat PM' }, 'pmLogs.action.join'],
    ['collaborator-invited', { email: 'a@b.c', name: 'a', invitedBy: 'Pat' }, 'pmLogs.action.collabInvited{"name":"a@b.c"}'],
    ['collaborator-added', { userId: 'u1', name: 'Ann' }, 'pmLogs.action.collabAddedName{"name":"Ann"}'],
    ['collaborator-removed', { userId: 'u1', name: 'Bob' }, 'pmLogs.action.collabRemovedName{"name":"Bob"}'],
    ['checklist', { name: 'Launch prep', checked: false }, 'pmLogs.action.checklistUnticked{"item":"Launch prep"}'],
    ['doc', { name: 'Brief.pdf' }, 'pmLogs.action.docNamed{"name":"Brief.pdf"}'],
    ['drive', {}, 'pmLogs.action.drive'],
    ['drive', { folder: 'https://drive.example/x' }, 'pmLogs.action.driveLinked{"folder":"https://drive.example/x"}'],
    ['transfer', { target: 'Thailand' }, 'pmLogs.action.transferTo{"target":"Thailand"}'],
    ['publish', { published: false }, 'pmLogs.action.unpublish'],
    ['publish', { published: true }, 'pmLogs.action.publish'],
    // What the server writes (issue 28): names, never user ids.
    ['collaborator-joined', { userId: 'deaf916e-1b2c-4d5e-8f90-123456789abc' }, 'pmLogs.action.join'],
    ['collaborator-added', { userId: 'u1', name: 'Ann', email: 'a@x' }, 'pmLogs.action.collabAddedName{"name":"Ann"}'],
    ['collaborator-invited', { userId: 'u1', name: 'Ann' }, 'pmLogs.action.collabInvited{"name":"Ann"}'],
    ['collaborator-removed', { userId: 'u1', name: 'Ann' }, 'pmLogs.action.collabRemovedName{"name":"Ann"}'],
    ['rename', { title: { from: 'Old', to: 'New' } }, 'pmLogs.action.renamedTo{"title":"New"}'],
    ['updateStatus', { status: { from: 'new', to: 'launched' } }, 'pmLogs.action.statusTo{"status":"LAUNCHED"}'],
    [
      'transferred',
      { target: 'deaf916e-1b2c-4d5e-8f90-123456789abc', name: 'Studio B' },
      'pmLogs.action.transferTo{"target":"Studio B"}',
    ],
    ['published', {}, 'pmLogs.action.publish'],
    ['doc-uploaded', { docId: 'd', fileId: 'f', name: 'Brief.pdf' }, 'pmLogs.action.docNamed{"name":"Brief.pdf"}'],
    ['scriptSplit', { scenes: 3 }, 'pmLogs.action.scriptSplit{"n":3}'],
    ['scriptSplitUndone', {}, 'pmLogs.action.scriptSplitUndone'],
  ])('%s %j', (action, details, expected) => {
    expect(describeLog({ action, details }, t, labels)).toBe(expected);
  });

  it('renders an unknown action from its name and details', () => {
    expect(describeLog({ action: 'syncRevenue', details: { total: 1200, ok: true, nested: { name: 'FB' } } }, t, labels)).toBe(
      'pmLogs.action.generic{"action":"sync revenue: total: 1200, ok: pmLogs.yes, nested: FB"}',
    );
    expect(
      describeLog({ action: 'scene-status', details: { sceneId: 'deaf916e-1b2c-4d5e-8f90-123456789abc', scene: 3 } }, t, labels),
    ).toBe('pmLogs.action.generic{"action":"scene status: scene: 3"}');
    expect(describeLog({ action: 'job-removed', details: {} }, t, labels)).toBe('pmLogs.action.generic{"action":"job removed"}');
  });
});
