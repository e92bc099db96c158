import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserNavigation, type Blogpost, type BlogpostSummary } from 'shared-api';
import { installFakeXhr, lastXhr, listen, mockFetch, type FakeReply, type FetchCall } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { AppRoutes } from '../AppRoutes';

const SUMMARIES: BlogpostSummary[] = [
  {
    _id: '11111111-1111-4111-8111-111111111111',
    slug: 'tutorial-voice-over',
    title: 'Voice-over tutorial',
    updated: '2026-03-01T10:00:00.000Z',
  },
  { _id: '22222222-2222-4222-8222-222222222222', slug: null, title: 'Studio rules', updated: '2026-02-01T10:00:00.000Z' },
];

function doc(overrides: Partial<Blogpost> = {}): Blogpost {
  return {
    _id: SUMMARIES[0]._id,
    slug: 'tutorial-voice-over',
    title: 'Voice-over tutorial',
    bodyHtml: '<h2>Recording</h2><p>Record in a <strong>quiet</strong> room.</p>',
    files: [],
    user: { _id: 'u1', name: 'Ada Admin', nameAlias: 'Ada', picture: null },
    created: '2026-03-01T10:00:00.000Z',
    updated: '2026-03-01T10:00:00.000Z',
    actions: [],
    ...overrides,
  };
}

type Routes = { list?: FakeReply; doc?: (idOrSlug: string) => FakeReply; write?: (call: FetchCall) => FakeReply };

function serve({ list, doc: one, write }: Routes = {}) {
  return mockFetch((url, call) => {
    if (call.method !== 'GET') return write?.(call) ?? { status: 500 };
    if (url.pathname === '/api/blogposts') return list ?? { body: { blogposts: SUMMARIES, hasMore: false, canWrite: false } };
    if (url.pathname.startsWith('/api/blogposts/'))
      return one?.(decodeURIComponent(url.pathname.slice(15))) ?? { body: { blogpost: doc() } };
    if (url.pathname === '/api/files/download') return { body: { url: '/files/abc?sig=1' } };
    return { status: 404, body: { message: 'Not found' } };
  });
}

/** Types into a field at once (pasting, so a busy machine does not time the test out key by key). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const ADMIN_LIST: FakeReply = { body: { blogposts: SUMMARIES, hasMore: false, canWrite: true } };

describe('the docs list', () => {
  it('is titled Documentation and links each doc at its address (its slug, else its id)', async () => {
    serve();
    renderAt('/app/docs', <AppRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Documentation' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Docs' });
    expect(within(list).getByRole('link', { name: 'Voice-over tutorial' })).toHaveAttribute(
      'href',
      '/app/docs/tutorial-voice-over',
    );
    expect(within(list).getByRole('link', { name: 'Studio rules' })).toHaveAttribute('href', `/app/docs/${SUMMARIES[1]._id}`);
    expect(screen.queryByRole('button', { name: /New Doc/ })).not.toBeInTheDocument();
  });

  it('says "Nothing here" when there are no docs, and pages with Load More', async () => {
    serve({ list: { body: { blogposts: [], hasMore: false, canWrite: false } } });
    renderAt('/app/docs', <AppRoutes />);
    expect(await screen.findByText('Nothing here')).toBeInTheDocument();
  });

  it('offers New Doc to those who may write', async () => {
    serve({ list: ADMIN_LIST });
    renderAt('/app/docs', <AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: /New Doc/ }));
    expect(await screen.findByRole('dialog', { name: 'New Doc' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveFocus();
  });
});

describe('the doc view', () => {
  const toasts = listen('toast');

  it('shows the title, author, HTML body and the side list with the open doc marked', async () => {
    const calls = serve();
    renderAt('/app/docs/tutorial-voice-over', <AppRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Voice-over tutorial' })).toBeInTheDocument();
    expect(screen.getByText(/by Ada Admin/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Recording' })).toBeInTheDocument();
    expect(screen.getByText('quiet').tagName).toBe('STRONG');
    const side = screen.getByRole('navigation', { name: 'Documentation' });
    expect(await within(side).findByRole('link', { name: 'Voice-over tutorial' })).toHaveAttribute('aria-current', 'page');
    expect(within(side).getByRole('link', { name: 'Studio rules' })).not.toHaveAttribute('aria-current');
    expect(calls.some((call) => call.url === '/api/blogposts/tutorial-voice-over')).toBe(true);
    // Readers get no doc menu.
    expect(screen.queryByRole('button', { name: 'Doc menu' })).not.toBeInTheDocument();
  });

  it('downloads a file through its signed link', async () => {
    const calls = serve({
      doc: () => ({ body: { blogpost: doc({ files: [{ id: 'f1', name: 'Script.pdf', ext: 'pdf', size: 10 }] }) } }),
    });
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    renderAt('/app/docs/tutorial-voice-over', <AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download Script.pdf' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/files/abc?sig=1'));
    expect(calls.map((call) => call.url)).toContain('/api/files/download?filename=Script.pdf&key=f1');
    assign.mockRestore();
  });

  it('says "Doc not found" with a way back for an unknown address', async () => {
    serve({ doc: () => ({ status: 404, body: { message: 'Doc not found' } }) });
    renderAt('/app/docs/no-such-doc', <AppRoutes />);
    expect(await screen.findByText('Doc not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Documentation' })).toHaveAttribute('href', '/app/docs');
  });

  it('opening another doc from the side list loads it', async () => {
    serve({
      doc: (id) => ({
        body: {
          blogpost:
            id === SUMMARIES[1]._id ? doc({ _id: id, slug: null, title: 'Studio rules', bodyHtml: '<p>Be kind</p>' }) : doc(),
        },
      }),
    });
    renderAt('/app/docs/tutorial-voice-over', <AppRoutes />);
    const side = await screen.findByRole('navigation', { name: 'Documentation' });
    await userEvent.click(await within(side).findByRole('link', { name: 'Studio rules' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Studio rules' })).toBeInTheDocument();
    expect(screen.getByText('Be kind')).toBeInTheDocument();
  });

  it('an admin deletes a doc after confirming, and returns to the list', async () => {
    const calls = serve({
      list: ADMIN_LIST,
      doc: () => ({ body: { blogpost: doc({ actions: ['edit', 'delete'], body: 'x' }) } }),
      write: () => ({ body: { message: 'Doc deleted' } }),
    });
    renderAt('/app/docs/tutorial-voice-over', <AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Doc menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'You sure you want to delete this doc?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/app/docs'));
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(`/api/blogposts/${SUMMARIES[0]._id}`);
    expect(toasts).toContainEqual({ kind: 'success', message: 'Doc deleted' });
  });
});

describe('the doc form', () => {
  beforeEach(() => installFakeXhr());

  it('needs a title: it focuses the field and sends nothing', async () => {
    const calls = serve({ list: ADMIN_LIST });
    renderAt('/app/docs', <AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: /New Doc/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Enter a title')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('writes a doc with a file (upload progress shown, Create waits for it) and opens it at its address', async () => {
    const saved = doc({
      _id: '33333333-3333-4333-8333-333333333333',
      slug: 'tutorial-coloring',
      title: 'Coloring tutorial',
      actions: ['edit', 'delete'],
    });
    const calls = serve({
      list: ADMIN_LIST,
      doc: () => ({ body: { blogpost: saved } }),
      write: () => ({ body: { message: 'Doc created', blogpost: saved } }),
    });
    renderAt('/app/docs', <AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: /New Doc/ }));
    await fill(screen.getByRole('textbox', { name: /Title/ }), 'Coloring tutorial');
    await fill(screen.getByRole('textbox', { name: /Address/ }), 'tutorial-coloring');
    await fill(screen.getByRole('textbox', { name: /Text/ }), 'Use the **palette**');
    await userEvent.upload(screen.getByLabelText('Attach files'), new File(['x'], 'Palette.png', { type: 'image/png' }));

    act(() => lastXhr().progress(5, 10));
    expect(screen.getByRole('progressbar', { name: 'Uploading Palette.png' })).toHaveAttribute('value', '0.5');
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
    act(() => lastXhr().respond(201, { file: { id: 'file-1', name: 'Palette.png', ext: 'png', size: 1 } }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled());
    expect(within(screen.getByRole('list', { name: 'Attached files' })).getByText('Palette.png')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/app/docs/tutorial-coloring'));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/blogposts',
      body: { title: 'Coloring tutorial', slug: 'tutorial-coloring', body: 'Use the **palette**', files: ['file-1'] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Coloring tutorial' })).toBeInTheDocument();
  });

  it("edits a doc from its menu, starting from its markdown, and shows the server's refusal in the form", async () => {
    const calls = serve({
      list: ADMIN_LIST,
      doc: () => ({ body: { blogpost: doc({ actions: ['edit', 'delete'], body: '## Recording' }) } }),
      write: () => ({ status: 409, body: { message: 'slug: another doc already has the address tutorial-coloring' } }),
    });
    renderAt('/app/docs/tutorial-voice-over', <AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Doc menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Doc' });
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveValue('Voice-over tutorial');
    expect(within(dialog).getByRole('textbox', { name: /Text/ })).toHaveValue('## Recording');
    const address = within(dialog).getByRole('textbox', { name: /Address/ });
    await userEvent.clear(address);
    await fill(address, 'Not Valid');
    expect(within(dialog).getByText('Use lower-case letters, digits and single hyphens only')).toBeInTheDocument();
    await userEvent.clear(address);
    await fill(address, 'tutorial-coloring');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('another doc already has the address tutorial-coloring');
    expect(calls.find((call) => call.method === 'POST')?.url).toBe(`/api/blogposts/${SUMMARIES[0]._id}`);
  });
});
