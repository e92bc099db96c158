import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type Project, type SpecSample } from 'shared-api';
import { listen, mockFetch, users, type FetchCall } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { aProject, WithProject } from '../test-support/project';
import { SpecsBox } from './SpecsBox';
import { SpecsSection } from './SpecsSection';

const voice = (id: string, label: string, group = 'Narrators', gender = 'female'): SpecSample => ({
  id,
  file: `${id}-file`,
  group,
  label,
  ext: 'mp3',
  gender,
});
const music = (id: string, label: string, group = 'Calm'): SpecSample => ({ id, file: `${id}-file`, group, label, ext: 'mp3' });

const LIBRARY = {
  voice: [
    voice('v1', 'Warm narrator'),
    voice('v2', 'Bright narrator', 'Narrators', 'male'),
    voice('v3', 'Old storyteller', 'Characters'),
  ],
  // A library without groups names each sample's group after its kind: no heading repeats "Music".
  music: [music('m1', 'Morning piano'), music('m2', 'Drums of war', 'Epic'), music('m3', 'Plain guitar', 'music')],
};

/** GET project and library; POST specs answers "Saved YES for {label}" with `after(body)`. */
function serve(project: Project, after: (body: { key: string; value: unknown }) => Project = () => project) {
  return mockFetch((url, call) => {
    if (url.pathname === '/api/projects/specs/library') return { body: LIBRARY };
    if (call.method === 'GET') return { body: { project } };
    const body = call.body as { key: string; value: unknown };
    return { body: { message: `Saved YES for ${body.key}`, project: after(body) } };
  });
}
const posts = (calls: FetchCall[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => ({ url: call.url, body: call.body }));
const libraryReads = (calls: FetchCall[]) => calls.filter((call) => call.url === '/api/projects/specs/library');

describe('specs section', () => {
  const toasts = listen('toast');
  beforeEach(() => useSession.setState({ user: users.pm }));

  it('renders nothing and reads no library when the project carries no specs (clients)', async () => {
    const calls = serve(aProject({ specs: undefined, actions: [] }));
    renderAt('/app/projects/p1/specs', <WithProject box={(project) => <SpecsSection project={project} />} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Specs' })).not.toBeInTheDocument();
    expect(libraryReads(calls)).toHaveLength(0);
  });

  it('shows collapsible Level, Voice and Music panels with players, grouped samples and a summary', async () => {
    const project = aProject({ specs: { level: 3, voice: LIBRARY.voice[1], music: null }, actions: ['editSpecs'] });
    serve(project);
    renderAt('/app/projects/p1/specs', <WithProject box={(current) => <SpecsSection project={current} />} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Specs' })).toBeInTheDocument();
    const voicePanel = screen.getByRole('button', { name: 'Voice' });
    expect(voicePanel).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { level: 3, name: 'Level' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Music' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '3 Premium' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '1 Trainee' })).not.toBeChecked();

    const warm = await screen.findByRole('listitem', { name: 'Warm narrator' });
    const player = within(warm).getByLabelText('Listen to Warm narrator');
    expect(player.tagName).toBe('AUDIO');
    expect(player).toHaveAttribute('src', '/voice/v1-file.mp3');
    expect(player).toHaveAttribute('preload', 'none');
    expect(player).toHaveAttribute('controls');
    expect(within(warm).getByText('Female')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Characters' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Plain guitar' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 4, name: 'music' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Drums of war' })).getByLabelText('Listen to Drums of war'),
    ).toHaveAttribute('src', '/music/m2-file.mp3');
    // The chosen voice is marked and offers Clear; the others offer Select. PMs may download.
    const bright = screen.getByRole('listitem', { name: 'Bright narrator' });
    expect(within(bright).getByText('Chosen')).toBeInTheDocument();
    expect(within(bright).getByRole('button', { name: 'Clear Bright narrator' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(warm).getByRole('button', { name: 'Select Warm narrator' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(warm).getByRole('link', { name: 'Download Warm narrator' })).toHaveAttribute('href', '/voice/v1-file.mp3');

    const summary = screen.getByRole('complementary', { name: 'Summary' });
    expect(within(summary).getByRole('heading', { level: 3, name: 'Summary' })).toBeInTheDocument();
    expect(within(summary).getByText('Premium')).toBeInTheDocument();
    expect(within(summary).getByText('Bright narrator')).toBeInTheDocument();
    expect(within(summary).getByText('Not chosen')).toBeInTheDocument();

    await userEvent.click(voicePanel);
    expect(voicePanel).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listitem', { name: 'Warm narrator' })).not.toBeInTheDocument();
    await userEvent.click(voicePanel);
    expect(screen.getByRole('listitem', { name: 'Warm narrator' })).toBeInTheDocument();
  });

  it('level, select and select-again post specs; the answer replaces the project and the server says what was saved', async () => {
    let current = aProject({ specs: { level: 2, voice: null, music: LIBRARY.music[0] }, actions: ['editSpecs'] });
    const calls = serve(current, ({ key, value }) => {
      const sample = key === 'level' ? null : LIBRARY[key as 'voice' | 'music'].find((s) => s.id === value);
      const specs = { ...current.specs! };
      if (key === 'level') specs.level = value as number;
      else specs[key as 'voice' | 'music'] = sample ?? null;
      current = { ...current, specs };
      return current;
    });
    renderAt('/app/projects/p1/specs', <WithProject box={(project) => <SpecsSection project={project} />} />);
    await userEvent.click(await screen.findByRole('radio', { name: '1 Trainee' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: '1 Trainee' })).toBeChecked());
    expect(toasts).toContainEqual({ kind: 'success', message: 'Saved YES for level' });

    await userEvent.click(await screen.findByRole('button', { name: 'Select Old storyteller' }));
    expect(await screen.findByRole('button', { name: 'Clear Old storyteller' })).toBeInTheDocument();
    // Selecting the chosen music again clears it.
    await userEvent.click(screen.getByRole('button', { name: 'Clear Morning piano' }));
    expect(await screen.findByRole('button', { name: 'Select Morning piano' })).toBeInTheDocument();
    expect(within(screen.getByRole('complementary', { name: 'Summary' })).getByText('Old storyteller')).toBeInTheDocument();

    expect(posts(calls)).toEqual([
      { url: '/api/projects/p1/specs', body: { key: 'level', value: 1 } },
      { url: '/api/projects/p1/specs', body: { key: 'voice', value: 'v3', chosen: true } },
      { url: '/api/projects/p1/specs', body: { key: 'music', value: null } },
    ]);
  });

  it('a choice shows at once; a second click waits for the first answer and sends its own value (issue 28)', async () => {
    let current = aProject({ specs: { level: 2, voice: null, music: null }, actions: ['editSpecs'] });
    const answers: Array<() => void> = [];
    const calls = mockFetch((url, call) => {
      if (url.pathname === '/api/projects/specs/library') return { body: LIBRARY };
      if (call.method === 'GET') return { body: { project: current } };
      const { value } = call.body as { value: string | null };
      return new Promise((resolve) =>
        answers.push(() => {
          current = { ...current, specs: { ...current.specs!, voice: LIBRARY.voice.find((s) => s.id === value) ?? null } };
          resolve({ body: { message: 'Saved', project: current } });
        }),
      );
    });
    renderAt('/app/projects/p1/specs', <WithProject box={(project) => <SpecsSection project={project} />} />);
    const summary = () => within(screen.getByRole('complementary', { name: 'Summary' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Select Warm narrator' }));
    // Chosen before the server answers, and the choice may be taken back at once.
    expect(summary().getByText('Warm narrator')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Warm narrator' }));
    expect(screen.getByRole('button', { name: 'Select Warm narrator' })).toBeInTheDocument();
    expect(posts(calls)).toEqual([{ url: '/api/projects/p1/specs', body: { key: 'voice', value: 'v1', chosen: true } }]);

    await act(async () => answers[0]());
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(posts(calls)[1]).toEqual({ url: '/api/projects/p1/specs', body: { key: 'voice', value: null } });
    expect(screen.getByRole('button', { name: 'Select Warm narrator' })).toBeInTheDocument();
    await act(async () => answers[1]());
    await waitFor(() => expect(toasts.filter((toast) => toast.kind === 'success')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Select Warm narrator' })).toBeInTheDocument();
    expect(summary().queryByText('Warm narrator')).not.toBeInTheDocument();
  });

  it.each([
    [403, 'Only PMs change the specs'],
    [409, 'The project is launched'],
  ])("a %s puts the choice back with the server's message", async (status, message) => {
    const project = aProject({ specs: { level: 2, voice: null, music: null }, actions: ['editSpecs'] });
    let refuse!: () => void;
    mockFetch((url, call) => {
      if (url.pathname === '/api/projects/specs/library') return { body: LIBRARY };
      if (call.method === 'GET') return { body: { project } };
      return new Promise((resolve) => (refuse = () => resolve({ status, body: { message } })));
    });
    renderAt('/app/projects/p1/specs', <WithProject box={(current) => <SpecsSection project={current} />} />);
    await userEvent.click(await screen.findByRole('radio', { name: '1 Trainee' }));
    expect(screen.getByRole('radio', { name: '1 Trainee' })).toBeChecked();
    await act(async () => refuse());
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', message }));
    await waitFor(() => expect(screen.getByRole('radio', { name: '2 Normal' })).toBeChecked());
  });

  it('without editSpecs the panels are read-only (players only); non-PMs get no download links', async () => {
    useSession.setState({ user: users.artist });
    serve(aProject({ specs: { level: 2, voice: null, music: null }, actions: [] }));
    renderAt('/app/projects/p1/specs', <WithProject box={(project) => <SpecsSection project={project} />} />);
    const warm = await screen.findByRole('listitem', { name: 'Warm narrator' });
    expect(within(warm).getByLabelText('Listen to Warm narrator')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Select/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Download/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2 Normal' })).toBeDisabled();
  });

  it('a failed library read shows the message with Retry', async () => {
    let fail = true;
    const project = aProject({ actions: ['editSpecs'] });
    mockFetch((url) => {
      if (url.pathname !== '/api/projects/specs/library') return { body: { project } };
      return fail ? { status: 503, body: { message: 'Library unavailable' } } : { body: LIBRARY };
    });
    renderAt('/app/projects/p1/specs', <WithProject box={(current) => <SpecsSection project={current} />} />);
    expect(await screen.findByText('Library unavailable')).toBeInTheDocument();
    // The level can still be chosen while the library is away.
    expect(screen.getByRole('radio', { name: '2 Normal' })).toBeEnabled();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'Warm narrator' })).toBeInTheDocument();
  });
});

describe('specs box (side column)', () => {
  beforeEach(() => useSession.setState({ user: users.pm }));

  it('renders nothing without specs', () => {
    renderAt('/app/projects/p1/scenes', <SpecsBox project={aProject({ specs: undefined })} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows the level stars, the chosen voice with a play control and "Not chosen" music', async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('pause'));
    });
    try {
      const project = aProject({ specs: { level: 1, voice: LIBRARY.voice[0], music: null }, actions: [] });
      renderAt('/app/projects/p1/scenes', <SpecsBox project={project} />);
      const box = screen.getByRole('region', { name: 'Specs' });
      expect(within(box).getByRole('heading', { level: 2, name: 'Specs' })).toBeInTheDocument();
      expect(within(box).getByRole('img', { name: '1 of 3 stars' })).toBeInTheDocument();
      expect(within(box).getByText('Trainee')).toBeInTheDocument();
      expect(within(box).getByText('Warm narrator')).toBeInTheDocument();
      expect(within(box).getByText('Not chosen')).toBeInTheDocument();
      expect(box.querySelector('audio')).toHaveAttribute('src', '/voice/v1-file.mp3');
      // Nobody without editSpecs is sent to the Specs section.
      expect(within(box).queryByRole('link', { name: 'Change specs' })).not.toBeInTheDocument();

      await userEvent.click(within(box).getByRole('button', { name: 'Play Warm narrator' }));
      expect(play).toHaveBeenCalledTimes(1);
      await userEvent.click(within(box).getByRole('button', { name: 'Pause Warm narrator' }));
      expect(pause).toHaveBeenCalled();
      expect(within(box).getByRole('button', { name: 'Play Warm narrator' })).toBeInTheDocument();
    } finally {
      play.mockRestore();
      pause.mockRestore();
    }
  });

  it('PMs who may change the specs get a link to the Specs section', () => {
    renderAt('/app/projects/p1/scenes', <SpecsBox project={aProject({ actions: ['editSpecs'] })} />);
    expect(screen.getByRole('link', { name: 'Change specs' })).toHaveAttribute('href', '/app/projects/p1/specs');
  });
});
