import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type Project } from 'shared-api';
import { listen, mockFetch, users, type FetchCall } from 'shared-api/test-support';
import { setLocale } from 'shared-ui';
import { renderAt } from 'shared-ui/test-support';
import { aProject, aStep, WithProject } from '../test-support/project';
import { ChecklistBox } from './ChecklistBox';
import { HIGHLIGHT_MS, JUMP_DELAY_MS, JUMP_WAIT_MS, SCROLL_OFFSET_PX } from './jump';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const steps = () => [
  aStep({
    id: 'project-setup',
    name: 'Project setup',
    help: 'https://help.example.com/setup',
    checked: true,
    user: { _id: 'u-pm', name: 'Pat PM' },
    toggled: minutesAgo(5),
  }),
  aStep({
    id: 'script-editing',
    name: 'Script editing',
    items: [
      { id: 'grammar', name: 'Grammar checked', checked: false, user: null, toggled: null },
      {
        id: 'facts',
        name: 'Facts checked',
        checked: true,
        user: { _id: 'u-staff', name: 'Sam Staff' },
        toggled: minutesAgo(120),
      },
    ],
  }),
  aStep({ id: 'script-wrapup', name: 'Script wrap-up' }),
  aStep({ id: 'video-editing', name: 'Video editing' }),
  aStep({ id: 'facebook-launch', name: 'Facebook launch', admin: true }),
];

/** A server holding `project`: GET answers it, POSTs answer `{ message, project: after(body) }`. */
function serve(project: Project, after: (path: string, body: unknown) => Project = () => project) {
  return mockFetch((url, call) => {
    if (call.method === 'GET') return { body: { project } };
    const path = url.pathname.replace(`/api/projects/${project._id}/`, '');
    return { body: { message: 'Checklist updated', project: after(path, call.body) } };
  });
}

const posts = (calls: FetchCall[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => ({ url: call.url, body: call.body }));

function renderBox(project: Project, url = '/app/projects/p1/scenes', onJump?: (boxId: string) => void) {
  return renderAt(url, <WithProject box={(current) => <ChecklistBox project={current} onJump={onJump} />} />);
}

describe('checklist box', () => {
  const toasts = listen('toast');
  beforeEach(() => useSession.setState({ user: users.pm }));

  it('renders nothing for a caller whose project has no checklist (clients)', async () => {
    const project = aProject({ checklist: undefined, meta: undefined, actions: ['editChecklist'] });
    const calls = serve(project);
    renderBox(project);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Checklist' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('draws a missing or zero progress as 8% and completes the bar at 100', async () => {
    serve(aProject({ progress: 0, checklist: steps() }));
    const { unmount } = renderBox(aProject());
    const bar = await screen.findByRole('progressbar', { name: 'Checklist progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect((bar.firstChild as HTMLElement).style.width).toBe('8%');
    expect(screen.getByText('0%')).toBeInTheDocument();
    unmount();

    serve(aProject({ progress: 100, checklist: steps() }));
    renderBox(aProject());
    const full = await screen.findByRole('progressbar', { name: 'Checklist progress' });
    expect(full).toHaveAttribute('aria-valuetext', 'Complete');
    expect((full.firstChild as HTMLElement).style.width).toBe('100%');
  });

  it('shows each step with its help link (only when it has one), who ticked it and when, and its sub-items', async () => {
    serve(aProject({ progress: 45, checklist: steps(), actions: ['editChecklist'] }));
    renderBox(aProject());
    const box = await screen.findByRole('region', { name: 'Checklist' });
    expect(within(box).getByRole('heading', { level: 2, name: 'Checklist' })).toBeInTheDocument();
    expect(within(box).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    expect(within(box).getByRole('link', { name: 'Help: Project setup' })).toHaveAttribute(
      'href',
      'https://help.example.com/setup',
    );
    expect(within(box).getAllByRole('link', { name: /^Help/ })).toHaveLength(1);
    expect(within(box).getByText(/Ticked by Pat PM/)).toBeInTheDocument();
    expect(within(box).getByText('5m')).toHaveAttribute('datetime');

    const subItems = within(box).getByRole('list', { name: 'Script editing' });
    expect(within(subItems).getByRole('checkbox', { name: 'Grammar checked' })).not.toBeChecked();
    expect(within(subItems).getByRole('checkbox', { name: 'Facts checked' })).toBeChecked();
    expect(within(subItems).getByText(/Ticked by Sam Staff/)).toBeInTheDocument();
    // The admins' launch step is marked and, without checkAdminItem, cannot be ticked.
    expect(within(box).getByText('Admins only')).toBeInTheDocument();
    expect(within(box).getByRole('checkbox', { name: 'Facebook launch' })).toBeDisabled();
    expect(within(box).getByRole('checkbox', { name: 'Video editing' })).toBeEnabled();
  });

  it('without editChecklist every step is read-only; admins (checkAdminItem) may tick the launch steps', async () => {
    serve(aProject({ checklist: steps(), actions: [] }));
    const { unmount } = renderBox(aProject());
    await screen.findByRole('region', { name: 'Checklist' });
    screen.getAllByRole('checkbox').forEach((box) => expect(box).toBeDisabled());
    unmount();

    serve(aProject({ checklist: steps(), actions: ['editChecklist', 'checkAdminItem'] }));
    renderBox(aProject());
    await screen.findByRole('region', { name: 'Checklist' });
    screen.getAllByRole('checkbox').forEach((box) => expect(box).toBeEnabled());
  });

  it('ticking a step or a sub-item posts checklist/item and shows the answer', async () => {
    const before = aProject({ progress: 10, checklist: steps(), actions: ['editChecklist'] });
    const calls = serve(before, (_path, body) => {
      const { id, subId, checked } = body as { id: string; subId?: string; checked: boolean };
      return {
        ...before,
        progress: 30,
        checklist: steps().map((step) =>
          step.id !== id
            ? step
            : subId
              ? { ...step, items: step.items.map((item) => (item.id === subId ? { ...item, checked } : item)) }
              : { ...step, checked, user: { _id: 'u-pm', name: 'Pat PM' }, toggled: new Date().toISOString() },
        ),
      };
    });
    renderBox(before);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Video editing' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Video editing' })).toBeChecked());
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
    expect(toasts).toContainEqual({ kind: 'success', message: 'Checklist updated' });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Grammar checked' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Grammar checked' })).toBeChecked());
    await userEvent.click(screen.getByRole('checkbox', { name: 'Project setup' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(3));
    expect(posts(calls)).toEqual([
      { url: '/api/projects/p1/checklist/item', body: { id: 'video-editing', checked: true } },
      { url: '/api/projects/p1/checklist/item', body: { id: 'script-editing', subId: 'grammar', checked: true } },
      { url: '/api/projects/p1/checklist/item', body: { id: 'project-setup', checked: false } },
    ]);
  });

  it('a tick shows at once; a second click waits for the first answer instead of racing it, and is sent after', async () => {
    let project = aProject({ checklist: steps(), actions: ['editChecklist'] });
    const answers: Array<() => void> = [];
    const calls = mockFetch((_url, call) => {
      if (call.method === 'GET') return { body: { project } };
      const { id, checked } = call.body as { id: string; checked: boolean };
      return new Promise((resolve) =>
        answers.push(() => {
          project = { ...project, checklist: project.checklist!.map((step) => (step.id === id ? { ...step, checked } : step)) };
          resolve({ body: { message: 'Checklist updated', project } });
        }),
      );
    });
    renderBox(project);
    const box = await screen.findByRole('checkbox', { name: 'Video editing' });
    await userEvent.click(box);
    // Ticked before the server answers, and still usable.
    expect(box).toBeChecked();
    expect(box).toBeEnabled();
    await userEvent.click(box);
    expect(box).not.toBeChecked();
    expect(posts(calls)).toEqual([{ url: '/api/projects/p1/checklist/item', body: { id: 'video-editing', checked: true } }]);

    await act(async () => answers[0]());
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(posts(calls)[1]).toEqual({ url: '/api/projects/p1/checklist/item', body: { id: 'video-editing', checked: false } });
    expect(box).not.toBeChecked();
    await act(async () => answers[1]());
    await waitFor(() => expect(toasts.filter((toast) => toast.kind === 'success')).toHaveLength(2));
    expect(box).not.toBeChecked();
  });

  it("a refusal shows the server's message and keeps the step as it was", async () => {
    const project = aProject({ checklist: steps(), actions: ['editChecklist'] });
    mockFetch((_url, call) =>
      call.method === 'GET' ? { body: { project } } : { status: 403, body: { message: 'Only admins tick the launch steps' } },
    );
    renderBox(project);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Video editing' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', message: 'Only admins tick the launch steps' }));
    // Rolled back to what the server holds.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Video editing' })).not.toBeChecked());
  });

  it('a step jumps to its box: from another section the route is replaced with scenes, then the box is scrolled to and highlighted', async () => {
    jest.useFakeTimers();
    const scrollTo = jest.fn();
    Object.defineProperty(window, 'scrollTo', { value: scrollTo, configurable: true, writable: true });
    const target = document.createElement('div');
    target.id = 'box-collaborators';
    document.body.appendChild(target);
    try {
      serve(aProject({ checklist: steps(), actions: ['editChecklist'] }));
      renderBox(aProject(), '/app/projects/p1/jobs');
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(await screen.findByRole('button', { name: 'Go to Collaborators' }));
      expect(screen.getByTestId('address')).toHaveTextContent('/app/projects/p1/scenes');
      expect(target.dataset.highlighted).toBeUndefined();

      act(() => jest.advanceTimersByTime(JUMP_DELAY_MS));
      expect(target.dataset.highlighted).toBe('true');
      expect(target.style.outline).not.toBe('');
      expect(document.activeElement).toBe(target);
      expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
      expect(SCROLL_OFFSET_PX).toBe(60);

      act(() => jest.advanceTimersByTime(HIGHLIGHT_MS));
      expect(target.dataset.highlighted).toBeUndefined();
      expect(target.style.outline).toBe('');
    } finally {
      target.remove();
      jest.useRealTimers();
    }
  });

  it('a jump to a box the page does not show says so instead of doing nothing', async () => {
    jest.useFakeTimers();
    try {
      serve(aProject({ checklist: steps(), actions: [] }));
      renderBox(aProject());
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(await screen.findByRole('button', { name: 'Go to Docs' }));
      act(() => jest.advanceTimersByTime(JUMP_DELAY_MS + JUMP_WAIT_MS));
      expect(toasts).toContainEqual({ kind: 'info', message: 'That box is not on the page for this project now' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('the page may wire the jump itself (onJump); steps without a target box have no jump', async () => {
    const onJump = jest.fn();
    serve(aProject({ checklist: steps(), actions: [] }));
    renderBox(aProject(), '/app/projects/p1/scenes', onJump);
    await userEvent.click(await screen.findByRole('button', { name: 'Go to Raw script' }));
    expect(onJump).toHaveBeenCalledWith('raw-script');
    // project-setup, script-editing and script-wrapup lead somewhere; video-editing and facebook-launch do not.
    expect(screen.getAllByRole('button', { name: /^Go to/ })).toHaveLength(3);
    expect(screen.getByTestId('address')).toHaveTextContent('/app/projects/p1/scenes');
  });

  it('Facebook relaunch: the notice, then the launch date and Disable relaunch (editMeta only) once facebook-launch is ticked', async () => {
    const launched = steps().map((step) => (step.id === 'facebook-launch' ? { ...step, checked: true } : step));
    const meta = { ...aProject().meta!, fbRelaunch: true, fbLaunchDate: '2024-01-05T10:00:00.000Z' };
    const project = aProject({ checklist: launched, meta, actions: ['editChecklist', 'editMeta'] });
    const calls = serve(project, () => ({ ...project, meta: { ...meta, fbRelaunch: false, disableRelaunch: true } }));
    renderBox(project);
    const box = await screen.findByRole('region', { name: 'Checklist' });
    expect(within(box).getByText('Facebook relaunch')).toBeInTheDocument();
    expect(within(box).getByText('Jan 5, 2024')).toBeInTheDocument();
    await userEvent.click(within(box).getByRole('switch', { name: 'Disable relaunch' }));
    await waitFor(() => expect(within(box).getByRole('switch', { name: 'Disable relaunch' })).toBeChecked());
    expect(within(box).queryByText('Facebook relaunch')).not.toBeInTheDocument();
    expect(posts(calls)).toEqual([{ url: '/api/projects/p1/checklist/fb-relaunch', body: { disable: true } }]);
  });

  it('without editMeta there is no relaunch toggle, and nothing about the launch date before facebook-launch is ticked', async () => {
    const meta = { ...aProject().meta!, fbLaunchDate: '2024-01-05T10:00:00.000Z' };
    serve(aProject({ checklist: steps(), meta, actions: ['editMeta'] }));
    const { unmount } = renderBox(aProject());
    await screen.findByRole('region', { name: 'Checklist' });
    expect(screen.queryByRole('switch', { name: 'Disable relaunch' })).not.toBeInTheDocument();
    expect(screen.queryByText('Jan 5, 2024')).not.toBeInTheDocument();
    unmount();

    const launched = steps().map((step) => (step.id === 'facebook-launch' ? { ...step, checked: true } : step));
    serve(aProject({ checklist: launched, meta, actions: ['editChecklist'] }));
    renderBox(aProject());
    expect(await screen.findByText('Jan 5, 2024')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Disable relaunch' })).not.toBeInTheDocument();
  });

  it('the launch director shows while the project is ready; admins claim the launch with change-meta', async () => {
    const project = aProject({ status: 'ready', checklist: steps(), actions: ['claimForLaunch'] });
    const calls = serve(project, () => ({
      ...project,
      meta: {
        ...project.meta!,
        claimedForLaunch: { user: { _id: 'u-admin', name: 'Ada Admin' }, date: '2024-03-01T00:00:00.000Z' },
      },
    }));
    renderBox(project);
    const box = await screen.findByRole('region', { name: 'Checklist' });
    expect(within(box).getByText('Nobody has claimed the launch yet')).toBeInTheDocument();
    await userEvent.click(within(box).getByRole('switch', { name: 'Claim for launch' }));
    expect(await within(box).findByText('Ada Admin')).toBeInTheDocument();
    expect(within(box).getByRole('switch', { name: 'Claim for launch' })).toBeChecked();
    expect(posts(calls)).toEqual([{ url: '/api/projects/p1/change-meta', body: { name: 'claimedForLaunch', value: true } }]);
  });

  it('shows the planned launch day of each platform Mark as Ready recorded, and nothing when none', async () => {
    const meta = { ...aProject().meta!, plannedLaunches: { fb: '2027-01-06', yt: null } };
    serve(aProject({ status: 'ready', checklist: steps(), meta }));
    const { unmount } = renderBox(aProject());
    expect(await screen.findByTestId('planned-launches')).toHaveTextContent('Planned launch:Facebook Jan 6, 2027');
    expect(screen.getByTestId('planned-launches')).not.toHaveTextContent('YouTube');
    unmount();

    serve(aProject({ status: 'finalizing', checklist: steps() }));
    renderBox(aProject());
    await screen.findByRole('region', { name: 'Checklist' });
    expect(screen.queryByTestId('planned-launches')).not.toBeInTheDocument();
  });

  it('no launch director outside ready, and no claim toggle without claimForLaunch', async () => {
    serve(aProject({ status: 'finalizing', checklist: steps(), actions: ['claimForLaunch'] }));
    const { unmount } = renderBox(aProject());
    await screen.findByRole('region', { name: 'Checklist' });
    expect(screen.queryByText('Launch director:')).not.toBeInTheDocument();
    unmount();

    serve(aProject({ status: 'ready', checklist: steps(), actions: [] }));
    renderBox(aProject());
    expect(await screen.findByText('Launch director:')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Claim for launch' })).not.toBeInTheDocument();
  });

  it("reads in Thai: the spec's steps and sub-items by their Thai names, others by the server's name", async () => {
    await setLocale('th');
    const launch = aStep({
      id: 'launch-prep',
      name: 'Launch preparation',
      items: [
        { id: 'launch-prep/covers', name: 'Pick the cover images', checked: false, user: null, toggled: null },
        { id: 'launch-prep/extra', name: 'Extra item', checked: false, user: null, toggled: null },
      ],
    });
    serve(
      aProject({ progress: 100, checklist: [...steps(), launch, aStep({ id: 'extra-step', name: 'Extra step' })], actions: [] }),
    );
    const { unmount } = renderBox(aProject());
    try {
      expect(await screen.findByRole('heading', { level: 2, name: 'เช็กลิสต์' })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'ตั้งค่าโปรเจกต์' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'เตรียมเผยแพร่' })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'เลือกภาพปก' })).toBeInTheDocument();
      expect(screen.queryByText('Pick the cover images')).not.toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Extra item' })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Extra step' })).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: 'ความคืบหน้าของเช็กลิสต์' })).toHaveAttribute('aria-valuetext', 'ครบแล้ว');
      expect(screen.getByRole('link', { name: 'วิธีทำ: ตั้งค่าโปรเจกต์' })).toBeInTheDocument();
    } finally {
      unmount();
      await setLocale('en');
    }
  });
});
