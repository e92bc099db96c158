import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from 'shared-api';
import { aJob } from '../test-support/jobs';
import { listen, type FakeReply, type FetchCall, mockFetch, users } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { dueInputValue } from '../job';
import { JobCreateForm } from './JobCreateForm';

const OFFERED_DUE = '2099-05-06T09:15:00.000Z';

const ALL_TYPES = ['project-manager', 'script', 'storyboard', 'voice', 'translation', 'coloring', 'other'];

/** The server behind the form: job types, price suggestions from a "table", users by role, and the create call. */
function server(options: { types?: string[]; create?: (call: FetchCall) => FakeReply | Promise<FakeReply> } = {}) {
  return mockFetch((url, call) => {
    if (url.pathname === '/api/jobs/types') return { body: { jobTypes: options.types ?? ALL_TYPES } };
    if (url.pathname === '/api/jobs/price-suggestion') {
      const type = url.searchParams.get('jobType') ?? '';
      const characterPriced = ['project-manager', 'script', 'voice', 'translation'].includes(type);
      const size = characterPriced ? Number(url.searchParams.get('projectSize') ?? 3) : 0;
      const scenes = Number(url.searchParams.get('sceneCount') ?? 12);
      const perScene = ['storyboard', 'coloring'].includes(type) ? scenes : 1;
      const base = (url.searchParams.get('perfBased') === 'true' ? 100 : 10) + size;
      return {
        body: {
          prices: type === 'other' ? null : { '1': base * perScene, '2': (base + 1) * perScene, '3': (base + 2) * perScene },
          suggestedSize: characterPriced ? 3 : 0,
          sizeOptions: characterPriced ? [12, 0, 3] : [0],
          sceneCount: 12,
          characterCount: 6100,
          projectPerfBased: false,
          // The studio's due-date default (issue 24): five days for storyboards, none for the others.
          dueDays: type === 'storyboard' ? 5 : null,
          dueAt: type === 'storyboard' ? OFFERED_DUE : null,
        },
      };
    }
    if (url.pathname === '/api/users') {
      return {
        body: {
          users: [{ _id: 'u7', name: 'Ivy Invited', nameAlias: 'Ivy', picture: null, level: 'freelancer', role: ['script'] }],
          count: 1,
        },
      };
    }
    if (url.pathname === '/api/jobs' && call.method === 'POST') {
      return options.create
        ? options.create(call)
        : { status: 201, body: { message: 'Job created', job: aJob({ _id: 'new-job' }) } };
    }
    return { status: 404, body: { message: 'not here' } };
  });
}

const typeSelect = () => screen.getByLabelText(/Job type/);
const level = (n: 1 | 2 | 3) => screen.getByLabelText(new RegExp(`^Level ${n} `));

describe('create-job form', () => {
  const toasts = listen('toast');
  beforeEach(() => {
    useSession.setState({ user: users.pm });
    window.history.replaceState(null, '', '/app/projects/p1/jobs');
  });

  it('asks for the job type first; the other fields appear once it is chosen', async () => {
    server();
    renderAt('/app/projects/p1/jobs', <JobCreateForm projectId="p1" close={jest.fn()} />);
    await screen.findByRole('option', { name: 'Script Writing' });
    expect(screen.queryByLabelText('Description')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();

    await userEvent.selectOptions(typeSelect(), 'script');
    expect(screen.getByLabelText('Description')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
  });

  it('offers the types the server lists: the regional site leaves translation out', async () => {
    server({ types: ['script', 'voice', 'other'] });
    renderAt('/', <JobCreateForm projectId="p1" close={jest.fn()} />);
    await screen.findByRole('option', { name: 'Script Writing' });
    expect(screen.queryByRole('option', { name: 'Translation' })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Other' })).toBeInTheDocument();
  });

  it('shows the fields each type needs: title for other, gender for voice, direction for translation, size for character-priced types', async () => {
    server();
    renderAt('/', <JobCreateForm projectId="p1" close={jest.fn()} />);
    await screen.findByRole('option', { name: 'Other' });

    await userEvent.selectOptions(typeSelect(), 'other');
    expect(screen.getByLabelText('Title')).toBeInTheDocument();
    expect(screen.getByLabelText('One fixed price')).toBeChecked();
    expect(screen.queryByLabelText('Voice gender')).not.toBeInTheDocument();

    await userEvent.selectOptions(typeSelect(), 'voice');
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Voice gender')).toHaveValue('Any');
    expect(screen.getByLabelText('A price per level')).toBeChecked();
    expect(await screen.findByLabelText('Project size')).toHaveValue('3');
    expect(
      screen
        .getAllByRole('option')
        .filter((o) => o.closest('select') === screen.getByLabelText('Project size'))
        .map((o) => o.getAttribute('value')),
    ).toEqual(['12', '0', '3']);

    await userEvent.selectOptions(typeSelect(), 'translation');
    expect(screen.getByLabelText('Translation direction')).toHaveValue('From English');

    await userEvent.selectOptions(typeSelect(), 'coloring');
    await waitFor(() => expect(level(1)).toHaveValue(120));
    expect(screen.queryByLabelText('Project size')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Order a script-writing job with it')).not.toBeInTheDocument();
  });

  it("pre-fills the level prices from the server's pricing engine and follows the size, PB flag and scene count", async () => {
    const calls = server();
    renderAt('/', <JobCreateForm projectId="p1" close={jest.fn()} />);
    await screen.findByRole('option', { name: 'Script Writing' });
    await userEvent.selectOptions(typeSelect(), 'script');
    await waitFor(() => expect(level(1)).toHaveValue(13));
    expect(level(3)).toHaveValue(15);

    await userEvent.selectOptions(await screen.findByLabelText('Project size'), '12');
    await waitFor(() => expect(level(1)).toHaveValue(22));
    await userEvent.click(screen.getByLabelText('Performance-based'));
    await waitFor(() => expect(level(1)).toHaveValue(112));

    await userEvent.selectOptions(typeSelect(), 'storyboard');
    await waitFor(() => expect(level(2)).toHaveValue(11 * 12));
    const scenes = screen.getByLabelText('Scene count');
    await userEvent.clear(scenes);
    await userEvent.type(scenes, '2');
    await waitFor(() => expect(level(2)).toHaveValue(22));
    const suggestion = calls.filter((call) => call.url.startsWith('/api/jobs/price-suggestion')).pop();
    expect(Object.fromEntries(new URL(suggestion!.url, 'http://x').searchParams)).toMatchObject({
      projectId: 'p1',
      jobType: 'storyboard',
      sceneCount: '2',
    });
  });

  it('an empty level price gets the focus and nothing is sent; so does an empty fixed price', async () => {
    const calls = server();
    renderAt('/', <JobCreateForm projectId="p1" close={jest.fn()} />);
    await screen.findByRole('option', { name: 'Script Writing' });
    await userEvent.selectOptions(typeSelect(), 'script');
    await waitFor(() => expect(level(2)).toHaveValue(14));
    await userEvent.clear(level(2));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(level(2)).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a price for each level');

    await userEvent.click(screen.getByLabelText('One fixed price'));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByLabelText(/Fixed price/)).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('creates the job: disabled while sending, "Job created", resets, closes and opens the job inside its project', async () => {
    let release: () => void = () => undefined;
    const calls = server({
      create: () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 201, body: { message: 'Job created', job: aJob({ _id: 'new-job' }) } });
        }),
    });
    const close = jest.fn();
    renderAt('/app/projects/p1/jobs', <JobCreateForm projectId="p1" close={close} />);
    await screen.findByRole('option', { name: 'Script Writing' });
    await userEvent.selectOptions(typeSelect(), 'script');
    await waitFor(() => expect(level(3)).toHaveValue(15));
    await userEvent.type(screen.getByLabelText('Description'), 'Write it');
    await userEvent.click(screen.getByLabelText('Important (rush)'));
    await userEvent.click(screen.getByLabelText('Ivy Invited'));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled());
    release();
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      projectId: 'p1',
      jobType: 'script',
      body: 'Write it',
      files: [],
      important: true,
      staff: ['u7'],
      perfBased: false,
      sceneCount: 12,
      projectSize: 3,
      prices: { '1': 13, '2': 14, '3': 15 },
    });
    expect(toasts).toContainEqual({ kind: 'success', message: 'Job created' });
    expect(window.location.pathname).toBe('/app/projects/p1/jobs/new-job');
    expect(typeSelect()).toHaveValue('');
  });

  it("sends the due date entered (the PM's clock, as an instant); a past one is refused before sending", async () => {
    const calls = server();
    renderAt('/app/projects/p1/jobs', <JobCreateForm projectId="p1" close={jest.fn()} />);
    await screen.findByRole('option', { name: 'Script Writing' });
    await userEvent.selectOptions(typeSelect(), 'script');
    await waitFor(() => expect(level(3)).toHaveValue(15));
    const due = screen.getByLabelText('Due date');
    fireEvent.change(due, { target: { value: '2001-01-01T10:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('The due date must be later than now')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    fireEvent.change(due, { target: { value: '2099-03-01T16:30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      dueAt: new Date('2099-03-01T16:30').toISOString(),
    });
  });

  it("offers the studio's due-date default for the type, which the PM may change or clear (never forced)", async () => {
    const calls = server();
    renderAt('/app/projects/p1/jobs', <JobCreateForm projectId="p1" close={jest.fn()} />);
    await screen.findByRole('option', { name: 'Storyboarding' });
    await userEvent.selectOptions(typeSelect(), 'storyboard');
    const due = screen.getByLabelText(/Due date/);
    await waitFor(() => expect(due).toHaveValue(dueInputValue(OFFERED_DUE)));
    expect(screen.getByText(/Offered from the studio's default for this job type and length: 5 days/)).toBeInTheDocument();
    fireEvent.change(due, { target: { value: '' } });
    expect(screen.queryByText(/Offered from the studio's default/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    expect(calls.find((call) => call.method === 'POST')?.body).not.toHaveProperty('dueAt');
  });

  it('sends the offered due date when the PM keeps it; a type without a default offers none', async () => {
    const calls = server();
    renderAt('/app/projects/p1/jobs', <JobCreateForm projectId="p1" close={jest.fn()} />);
    await screen.findByRole('option', { name: 'Storyboarding' });
    await userEvent.selectOptions(typeSelect(), 'script');
    await waitFor(() => expect(level(3)).toHaveValue(15));
    expect(screen.getByLabelText(/Due date/)).toHaveValue('');
    await userEvent.selectOptions(typeSelect(), 'storyboard');
    await waitFor(() => expect(screen.getByLabelText(/Due date/)).toHaveValue(dueInputValue(OFFERED_DUE)));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ dueAt: OFFERED_DUE });
  });

  it("a refusal shows the server's message and keeps the form as it was", async () => {
    server({ create: () => ({ status: 403, body: { message: "Only the project's managers can create jobs" } }) });
    const close = jest.fn();
    renderAt('/', <JobCreateForm projectId="p1" close={close} />);
    await screen.findByRole('option', { name: 'Other' });
    await userEvent.selectOptions(typeSelect(), 'other');
    await userEvent.type(screen.getByLabelText('Title'), 'Find photos');
    await userEvent.type(screen.getByLabelText(/Fixed price/), '15');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('alert')).toHaveTextContent("Only the project's managers can create jobs");
    expect(close).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Title')).toHaveValue('Find photos');
    expect(toasts).toEqual([]);
  });

  it('admins may order a script-writing job with a project-manager job; PMs are not offered it', async () => {
    const calls = server();
    useSession.setState({ user: users.admin });
    const view = renderAt('/', <JobCreateForm projectId="p1" close={jest.fn()} />);
    await screen.findByRole('option', { name: 'Project Management' });
    await userEvent.selectOptions(typeSelect(), 'project-manager');
    await userEvent.click(screen.getByLabelText('Order a script-writing job with it'));
    await waitFor(() => expect(level(1)).toHaveValue(13));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ jobType: 'project-manager', orderScript: true }),
    );
    view.unmount();

    useSession.setState({ user: users.pm });
    renderAt('/', <JobCreateForm projectId="p1" close={jest.fn()} />);
    await screen.findByRole('option', { name: 'Project Management' });
    await userEvent.selectOptions(typeSelect(), 'project-manager');
    expect(screen.queryByLabelText('Order a script-writing job with it')).not.toBeInTheDocument();
  });

  it('Cancel resets the chosen type and closes', async () => {
    server();
    const close = jest.fn();
    renderAt('/', <JobCreateForm projectId="p1" close={close} />);
    await screen.findByRole('option', { name: 'Voice Over' });
    await userEvent.selectOptions(typeSelect(), 'voice');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(typeSelect()).toHaveValue('');
    expect(close).toHaveBeenCalled();
  });
});
