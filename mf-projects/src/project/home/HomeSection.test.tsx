import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserNavigation, type Project, type StoryboardBrief } from 'shared-api';
import { installFakeXhr, lastXhr, listen, users, type FakeReply } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { AppRoutes } from '../../AppRoutes';
import { aClientsProject, aProject, changesIn, serveProject, signIn, PROJECT_ID as P } from '../test-support/project';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

const show = async (url = `/app/projects/${P}/scenes`) => {
  renderAt(url, <AppRoutes />);
  await screen.findByRole('heading', { level: 1 });
};
const region = (name: string) => screen.getByRole('region', { name });

describe('the boxes under the scene list', () => {
  it('appear with the list, not before it, so its arrival pushes nothing down (issue 27: layout shift)', async () => {
    signIn(users.client);
    let answer: (reply: FakeReply) => void = () => undefined;
    const scenes = new Promise<FakeReply>((resolve) => (answer = resolve));
    serveProject(aClientsProject({ status: 'script-writing', scriptRaw: { body: 'Short.', comments: '' }, actions: [] }), {
      other: (url) => (url.pathname.endsWith('/scenes') ? scenes : { status: 404, body: { message: 'Not found' } }),
    });
    await show();
    expect(screen.queryByRole('region', { name: 'Raw script' })).not.toBeInTheDocument();
    const noScenes = {
      scenes: [],
      wordCount: 0,
      characterCount: 0,
      sceneCount: 0,
      demonProof: true,
      actions: [],
      settableStatuses: [],
    };
    await act(async () => answer({ body: noScenes }));
    expect(await screen.findByRole('region', { name: 'Raw script' })).toBeInTheDocument();
    expect(screen.getByText('Short.')).toBeInTheDocument();
  });
});

describe('raw script', () => {
  const toasts = listen('toast');

  it('a long submitted script is folded to its first lines, and a button shows it all', async () => {
    signIn(users.client);
    const long = 'A sentence of the story. '.repeat(40);
    serveProject(aClientsProject({ status: 'script-writing', scriptRaw: { body: long, comments: '' }, actions: [] }));
    await show();
    const toggle = within(region('Raw script')).getByRole('button', { name: 'Show the whole script' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(within(region('Raw script')).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('a short submitted script is shown whole, without a button', async () => {
    signIn(users.client);
    serveProject(aClientsProject({ status: 'script-writing', scriptRaw: { body: 'Short.', comments: '' }, actions: [] }));
    await show();
    expect(within(region('Raw script')).getByText('Short.')).toBeInTheDocument();
    expect(within(region('Raw script')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('while new: Body (15 rows, required) and Additional comments; Submit sends them; then it reads as text', async () => {
    signIn(users.client);
    const calls = serveProject(aClientsProject({ status: 'new', actions: ['submitRawScript'] }), {
      onChange: (_path, call, current) => ({
        message: 'Raw script submitted',
        project: { ...current, scriptRaw: call.body as { body: string; comments: string }, actions: [] },
      }),
    });
    await show();
    const box = region('Raw script');
    const body = within(box).getByRole('textbox', { name: /Body/ });
    expect(body).toHaveAttribute('rows', '15');
    expect(body).toBeRequired();
    expect(within(box).getByRole('textbox', { name: 'Additional comments' })).toHaveAttribute('rows', '5');
    // The page's unsaved-changes guard watches both: a half-written script is not lost to a click on a link.
    expect(body).toHaveAttribute('data-guard-unsaved');
    expect(within(box).getByRole('textbox', { name: 'Additional comments' })).toHaveAttribute('data-guard-unsaved');

    await userEvent.type(body, 'Once upon a time{Enter}a cat purred.');
    await userEvent.type(within(box).getByRole('textbox', { name: 'Additional comments' }), 'Keep it short');
    await userEvent.click(within(box).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'Raw script submitted' }));
    expect(changesIn(calls)).toEqual([
      { method: 'POST', path: 'script-raw', body: { body: 'Once upon a time\na cat purred.', comments: 'Keep it short' } },
    ]);
    await waitFor(() => expect(within(region('Raw script')).queryByRole('textbox')).not.toBeInTheDocument());
    expect(region('Raw script')).toHaveTextContent('Once upon a time');
    expect(region('Raw script')).toHaveTextContent('Keep it short');
  });

  it('the PM splits the raw script into scenes (issue 28), the scene list reloads, and may undo it', async () => {
    signIn(users.pm);
    const scriptRaw = { body: 'Owls hoot.\n\nNobody knows why.', comments: '' };
    let scenesAsked = 0;
    const calls = serveProject(aProject({ status: 'script-writing', scriptRaw, actions: ['splitScript'] }), {
      onChange: (_path, call, current) =>
        call.method === 'DELETE'
          ? { message: 'Split undone: the scenes are removed', project: { ...current, actions: ['splitScript'] } }
          : { message: 'Raw script split into 2 scenes', project: { ...current, actions: ['undoSplitScript'] } },
      other: (url) => {
        if (url.pathname !== `/api/projects/${P}/scenes`) return { status: 404, body: { message: 'Not found' } };
        scenesAsked += 1;
        return { body: { scenes: [], wordCount: 0, characterCount: 0, sceneCount: 0, actions: [], settableStatuses: [] } };
      },
    });
    await show();
    const box = region('Raw script');
    await userEvent.click(await within(box).findByRole('button', { name: 'Split into scenes' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'Raw script split into 2 scenes' }));
    expect(changesIn(calls)).toEqual([{ method: 'POST', path: 'script-raw/split', body: undefined }]);
    await waitFor(() => expect(scenesAsked).toBe(2));
    expect(within(box).queryByRole('button', { name: 'Split into scenes' })).not.toBeInTheDocument();

    await userEvent.click(within(box).getByRole('button', { name: 'Undo the split' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'Split undone: the scenes are removed' }));
    expect(changesIn(calls)[1]).toEqual({ method: 'DELETE', path: 'script-raw/split', body: undefined });
    expect(await within(box).findByRole('button', { name: 'Split into scenes' })).toBeInTheDocument();
  });

  it('others are not offered the split', async () => {
    signIn(users.client);
    serveProject(aClientsProject({ status: 'script-writing', scriptRaw: { body: 'Owls hoot.', comments: '' }, actions: [] }));
    await show();
    expect(within(region('Raw script')).queryByRole('button', { name: 'Split into scenes' })).not.toBeInTheDocument();
  });

  it('a blank body is not sent: the field says so and takes the focus', async () => {
    signIn(users.client);
    const calls = serveProject(aClientsProject({ status: 'new', actions: ['submitRawScript'] }));
    await show();
    const box = region('Raw script');
    await userEvent.type(within(box).getByRole('textbox', { name: /Body/ }), '   ');
    await userEvent.click(within(box).getByRole('button', { name: 'Submit' }));
    expect(within(box).getByRole('alert')).toHaveTextContent('Write the script first');
    expect(within(box).getByRole('textbox', { name: /Body/ })).toHaveFocus();
    expect(changesIn(calls)).toEqual([]);
  });

  it('without submitRawScript and nothing submitted: no box', async () => {
    signIn(users.staff);
    serveProject(aProject({ status: 'script-writing' }));
    await show();
    expect(screen.queryByRole('region', { name: 'Raw script' })).not.toBeInTheDocument();
  });
});

const brief: StoryboardBrief = {
  genderMain: 'Other',
  genderMainOther: 'A robot',
  age: '30s',
  ethnicity: 'Thai',
  other: 'Warm colours',
  diversity: 'yes',
  gender: 'female',
};

describe('storyboard brief', () => {
  const toasts = listen('toast');

  it('PMs with editBrief fill its form; once saved it is read-only with Undo (removeBrief: DELETE), which opens the form again', async () => {
    signIn(users.pm);
    const pm = { _id: 'u-pm', name: 'Pat PM', picture: null, level: 'staff', pending: false, pm: true };
    const calls = serveProject(aProject({ status: 'storyboarding', collabs: [pm], actions: ['editBrief'] }), {
      onChange: (_path, call, current) =>
        call.method === 'DELETE'
          ? { message: 'Storyboard brief removed', project: { ...current, storyboardBrief: null, actions: ['editBrief'] } }
          : {
              message: 'Storyboard brief saved',
              project: { ...current, storyboardBrief: call.body as StoryboardBrief, actions: ['removeBrief'] },
            },
    });
    await show();
    const form = within(region('Storyboard brief')).getByRole('form', { name: 'Storyboard brief' });
    await userEvent.selectOptions(within(form).getByLabelText('Main character'), 'Other');
    await userEvent.type(within(form).getByLabelText('Main character (other)'), 'A robot');
    await userEvent.type(within(form).getByLabelText('Age'), '30s');
    await userEvent.type(within(form).getByLabelText('Ethnicity'), 'Thai');
    await userEvent.selectOptions(within(form).getByLabelText('Diversity'), 'yes');
    await userEvent.selectOptions(within(form).getByLabelText('Gender balance'), 'female');
    await userEvent.type(within(form).getByLabelText('Other notes'), 'Warm colours');
    await userEvent.click(within(form).getByRole('button', { name: 'Save brief' }));

    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'Storyboard brief saved' }));
    expect(changesIn(calls)).toEqual([{ method: 'POST', path: 'storyboard-brief', body: brief }]);
    const box = region('Storyboard brief');
    await waitFor(() => expect(within(box).queryByRole('form')).not.toBeInTheDocument());
    expect(within(box).getByText('A robot')).toBeInTheDocument();
    expect(within(box).getByText('Mostly female')).toBeInTheDocument();

    await userEvent.click(within(box).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(within(region('Storyboard brief')).getByRole('form')).toBeInTheDocument());
    expect(changesIn(calls)[1]).toEqual({ method: 'DELETE', path: 'storyboard-brief', body: undefined });
  });

  it('storyboard artists read it, without Undo', async () => {
    signIn(users.artist);
    serveProject(aProject({ status: 'production', storyboardBrief: brief }));
    await show();
    const box = region('Storyboard brief');
    expect(within(box).getByText('30s')).toBeInTheDocument();
    expect(within(box).queryByRole('button')).not.toBeInTheDocument();
  });

  it.each(['new', 'script-writing'] as const)('is not shown while the project is %s', async (status) => {
    signIn(users.pm);
    serveProject(aProject({ status, actions: ['editBrief'] }));
    await show();
    expect(screen.queryByRole('region', { name: 'Storyboard brief' })).not.toBeInTheDocument();
  });

  it('is not shown to other roles', async () => {
    signIn(users.scripter);
    serveProject(aProject({ status: 'production', storyboardBrief: brief }));
    await show();
    expect(screen.queryByRole('region', { name: 'Storyboard brief' })).not.toBeInTheDocument();
  });
});

const doc = (overrides: Partial<NonNullable<Project['docs']>[number]> = {}) => ({
  _id: 'd1',
  fileId: 'f1',
  name: 'Research notes',
  fileName: 'notes.pdf',
  ext: 'pdf',
  size: 2_400_000,
  text: '',
  created: '2024-03-05T09:00:00.000Z',
  user: { _id: 'u-pm', name: 'Pat PM' },
  ...overrides,
});

describe('docs box', () => {
  const toasts = listen('toast');

  it('lists each doc with name, size, uploader and date; Download goes to the signed link', async () => {
    signIn(users.pm);
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const calls = serveProject(aProject({ docs: [doc()] }), {
      other: (url) =>
        url.pathname === '/api/files/download' ? { body: { url: '/files/f1?name=notes.pdf&sig=x' } } : { status: 404 },
    });
    await show();
    const box = region('Docs');
    const item = within(box).getByRole('listitem');
    expect(item).toHaveTextContent('Research notes');
    expect(item).toHaveTextContent(/2\.3 MB · by Pat PM · /);
    expect(within(box).queryByLabelText('Upload a doc')).not.toBeInTheDocument();

    await userEvent.click(within(item).getByRole('button', { name: 'Download Research notes' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/files/f1?name=notes.pdf&sig=x'));
    expect(calls.map((call) => call.url)).toContain('/api/files/download?filename=notes.pdf&key=f1');
    assign.mockRestore();
    expect(toasts).toEqual([]);
  });

  it('uploads with progress, then records the doc ("Doc uploaded")', async () => {
    installFakeXhr();
    signIn(users.pm);
    const calls = serveProject(aProject({ docs: [], actions: ['uploadDoc'] }), {
      onChange: (_path, call, current) => ({
        message: 'Doc uploaded',
        project: { ...current, docs: [doc({ _id: 'd2', fileId: 'f2', name: (call.body as { name: string }).name, size: 900 })] },
      }),
    });
    await show();
    const box = region('Docs');
    expect(within(box).getByText('No docs yet')).toBeInTheDocument();
    await userEvent.upload(
      within(box).getByLabelText('Upload a doc'),
      new File(['%PDF-1.4'], 'brief.pdf', { type: 'application/pdf' }),
    );

    const xhr = lastXhr();
    expect(xhr.url).toBe('/api/files/upload');
    act(() => xhr.progress(30, 100));
    expect(within(box).getByRole('progressbar', { name: 'Uploading brief.pdf' })).toHaveAttribute('value', '0.3');
    expect(within(box).getByLabelText('Upload a doc')).toBeDisabled();
    await act(async () => xhr.respond(201, { file: { id: 'f2', name: 'brief.pdf', ext: 'pdf', size: 900 } }));

    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'Doc uploaded' }));
    expect(changesIn(calls)).toEqual([{ method: 'POST', path: 'upload-doc', body: { fileId: 'f2', name: 'brief.pdf' } }]);
    await waitFor(() => expect(within(box).queryByRole('progressbar')).not.toBeInTheDocument());
    expect(within(box).getByRole('listitem')).toHaveTextContent('brief.pdf900 B · by Pat PM');
  });

  it('a refused upload shows the server message and records nothing', async () => {
    installFakeXhr();
    signIn(users.pm);
    const calls = serveProject(aProject({ docs: [], actions: ['uploadDoc'] }));
    await show();
    const box = region('Docs');
    await userEvent.upload(within(box).getByLabelText('Upload a doc'), new File(['MZ'], 'virus.exe'));
    await act(async () => lastXhr().respond(415, { message: 'This file type is not accepted' }));
    expect(within(box).getByRole('alert')).toHaveTextContent('This file type is not accepted');
    expect(changesIn(calls)).toEqual([]);
  });

  it('?doc= in the address focuses the box', async () => {
    signIn(users.pm);
    serveProject(aProject({ docs: [doc()] }));
    await show(`/app/projects/${P}?doc=d1`);
    await waitFor(() => expect(region('Docs')).toHaveFocus());
  });

  it('is only for those the server sends docs to (PMs and experts)', async () => {
    signIn(users.staff);
    serveProject(aProject());
    await show();
    expect(screen.queryByRole('region', { name: 'Docs' })).not.toBeInTheDocument();
  });
});

describe('credits', () => {
  it('read-only when there are any', async () => {
    signIn(users.client);
    serveProject(aClientsProject({ credits: 'Voice: Vic\nMusic: Mo' }));
    await show();
    // Kept as written, line breaks included.
    expect(within(region('Credits')).getByText(/Voice: Vic/).textContent).toBe('Voice: Vic\nMusic: Mo');
  });

  it('none when empty', async () => {
    signIn(users.client);
    serveProject(aClientsProject({ credits: '  ' }));
    await show();
    expect(screen.queryByRole('region', { name: 'Credits' })).not.toBeInTheDocument();
  });
});
