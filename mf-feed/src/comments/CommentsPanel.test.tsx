/**
 * The comments panel: tabs as the server lists them, posting in the selected tab, replies one level deep, drafts
 * kept per item and dropped when blank, @-mentions looked up after a pause, anonymous visitors' notice; as the
 * board's discussion thread, "Say something..." and Enter submits; files through the one FilePicker; the keyboard
 * kept inside the side modal while and after posting.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { Comment } from 'shared-api';
import { SideModal } from 'shared-ui';
import { renderUi } from 'shared-ui/test-support';
import { installFakeXhr, lastXhr, listen, mockFetch, users, type FakeReply } from 'shared-api/test-support';
import { browserNavigation, useSession } from 'shared-api';
import { CommentsPanel } from './CommentsPanel';
import { readDraft } from './drafts';
import '../i18n';

const ITEM = '11111111-1111-4111-8111-111111111111';

const comment = (id: string, text: string, extra: Partial<Comment> = {}): Comment => ({
  _id: id,
  itemId: ITEM,
  itemType: 'project',
  tag: '',
  text,
  html: `<p>${text}</p>`,
  isReply: false,
  replyTo: null,
  files: [],
  mentions: [],
  isHidden: false,
  created: '2026-01-01T00:00:00.000Z',
  edited: null,
  user: { _id: 'u1', name: 'Pat PM', picture: null },
  anonymous: false,
  can: { edit: true, hide: true, remove: true, reply: true },
  replies: [],
  ...extra,
});

function page(tag: string, comments: Comment[], extra: Record<string, unknown> = {}) {
  return {
    comments,
    tag,
    tabs: [
      { tag: '', count: 1 },
      { tag: 'private', count: 1 },
    ],
    counts: { total: 2, byTag: { '': 1, private: 1 } },
    canPost: true,
    canMention: true,
    skip: comments.length,
    hasMore: false,
    ...extra,
  };
}

beforeEach(() => {
  window.localStorage.clear();
  useSession.setState({ user: users.pm });
});

/** The lookup waits for a pause in typing, then asks the server: on a busy machine that is more than a second. */
const LOOKUP_WAIT = { timeout: 5000 };

const PEOPLE = [
  { _id: 'u9', name: 'Sam', picture: null },
  { _id: 'u10', name: 'Paul Manager', picture: null },
  { _id: 'u11', name: 'Paula Voice', picture: null },
];

function server(extra: Record<string, unknown> = {}, posted?: () => Promise<FakeReply>) {
  return mockFetch((url, request) => {
    if (url.pathname === '/api/comments' && request.method === 'GET') {
      const tag = url.searchParams.get('tag') ?? '';
      return {
        body: page(
          tag,
          tag === 'private' ? [comment('c2', 'Secret note', { tag: 'private' })] : [comment('c1', 'Hello all')],
          extra,
        ),
      };
    }
    if (url.pathname === '/api/comments' && request.method === 'POST' && posted) return posted();
    if (url.pathname === '/api/comments' && request.method === 'POST')
      return { status: 201, body: { message: 'Your comment has been posted', comment: comment('c3', 'x') } };
    if (url.pathname === '/api/notifs/config')
      return { body: { config: { itemId: ITEM, actionType: 'comment', disabled: false } } };
    if (url.pathname === '/api/users') {
      const lookup = (url.searchParams.get('lookup') ?? '').toLowerCase();
      const users = PEOPLE.filter((person) => person.name.toLowerCase().includes(lookup));
      return { body: { users, count: users.length } };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
}

/** The panel with a fresh SWR cache (each test its own answers). */
const panel = (variant?: 'modal' | 'thread') => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
    <CommentsPanel itemId={ITEM} variant={variant} />
  </SWRConfig>
);

describe('CommentsPanel', () => {
  const toasts = listen('toast');

  it('shows the tabs the server lists and each tab its comments', async () => {
    server();
    const { user } = renderUi(panel());
    expect(await screen.findByText('Hello all')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /#private/ }));
    expect(await screen.findByText('Secret note')).toBeInTheDocument();
    expect(screen.queryByText('Hello all')).not.toBeInTheDocument();
  });

  it('shows a hidden comment whose words the server withholds as a line in the thread, its replies under it', async () => {
    const none = { edit: false, hide: false, remove: false, reply: true };
    const reply = comment('r1', 'A reply', { isReply: true, replyTo: 'c1', can: none });
    mockFetch((url) =>
      url.pathname === '/api/comments'
        ? { body: page('', [comment('c1', '', { html: '', isHidden: true, can: none, replies: [reply] })]) }
        : { status: 404, body: { message: 'Not found' } },
    );
    renderUi(panel());
    expect(await screen.findByText('This comment is hidden')).toBeInTheDocument();
    expect(screen.getByText('A reply')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hidden comment: show it' })).not.toBeInTheDocument();
  });

  it('posts in the selected tab and a reply to its comment, then the draft is gone', async () => {
    const calls = server();
    const { user } = renderUi(panel());
    await screen.findByText('Hello all');
    await user.click(screen.getByRole('tab', { name: /#private/ }));
    await screen.findByText('Secret note');
    await user.type(screen.getByRole('textbox', { name: 'Write a comment in #private' }), 'Only PMs');
    expect(readDraft(`${ITEM}:private`)).toBe('Only PMs');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'Your comment has been posted' }));
    const posted = calls.find((call) => call.method === 'POST' && call.url.includes('/api/comments'));
    expect(posted?.body).toEqual({ itemId: ITEM, text: 'Only PMs', tag: 'private' });
    expect(readDraft(`${ITEM}:private`)).toBe('');

    const item = screen.getByTestId('comment-c2');
    await user.click(within(item).getByRole('button', { name: 'Reply' }));
    await user.type(within(item).getByRole('textbox', { name: 'Reply to Pat PM' }), 'Agreed');
    await user.click(within(item).getByRole('button', { name: 'Reply' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toContainEqual({
        itemId: ITEM,
        text: 'Agreed',
        replyTo: 'c2',
      }),
    );
  });

  it('keeps a draft per item and drops it when blank', async () => {
    server();
    const { user, unmount } = renderUi(panel());
    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    await user.type(box, 'Half a thought');
    unmount();
    expect(readDraft(ITEM)).toBe('Half a thought');
    const again = renderUi(panel());
    const restored = await screen.findByRole('textbox', { name: 'Write a comment' });
    expect(restored).toHaveValue('Half a thought');
    await again.user.clear(restored);
    expect(readDraft(ITEM)).toBe('');
  });

  it('looks people up after @ and mentions the one picked', async () => {
    const calls = server();
    const { user } = renderUi(panel());
    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    await user.type(box, 'Look @Sa');
    const suggestion = await screen.findByRole('option', { name: '@Sam' }, LOOKUP_WAIT);
    expect(calls.find((call) => call.url.includes('/api/users'))?.url).toMatch(/lookup=Sa&limit=10|limit=10&lookup=Sa/);
    await user.click(suggestion);
    expect(box).toHaveValue('Look @Sam ');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toContainEqual({
        itemId: ITEM,
        text: 'Look @Sam ',
        tag: '',
        mentions: ['u9'],
      }),
    );
  });

  it('suggestions for "@Pau" typed at once are a listbox: arrows move, Enter picks, Escape closes', async () => {
    const calls = server();
    const { user } = renderUi(panel());
    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    await user.type(box, '@Pau');
    const list = await screen.findByRole('listbox', { name: 'People to mention' }, LOOKUP_WAIT);
    const [paul, paula] = within(list).getAllByRole('option');
    expect(paul).toHaveTextContent('@Paul Manager');
    expect(paul).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', paul.id);
    expect(box).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(paula).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', paula.id);
    await user.keyboard('{ArrowDown}{ArrowUp}{ArrowUp}');
    expect(paul).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveValue('@Paula Voice ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await user.type(box, 'and @Sa');
    await screen.findByRole('listbox', { name: 'People to mention' }, LOOKUP_WAIT);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('@Paula Voice and @Sa');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('as the board\'s discussion thread: "Say something...", Shift+Enter a new line, Enter submits', async () => {
    const calls = server({ tabs: [{ tag: '', count: 1 }] });
    const { user } = renderUi(panel('thread'));
    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    expect(box).toHaveAttribute('placeholder', 'Say something...');
    await user.type(box, 'Warmer light{Shift>}{Enter}{/Shift}on the left');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(box).toHaveValue('Warmer light\non the left');

    await user.type(box, '{Enter}');
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'Your comment has been posted' }));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { itemId: ITEM, text: 'Warmer light\non the left', tag: '' },
    ]);
    await waitFor(() => expect(box).toHaveValue(''));
    expect(box).toHaveFocus();
    // A thread has no mute switch (the comments side modal has).
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it("the modal's box keeps Enter for new lines and its own placeholder", async () => {
    const calls = server();
    const { user } = renderUi(panel());
    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    expect(box).not.toHaveAttribute('placeholder', 'Say something...');
    await user.type(box, 'One{Enter}Two');
    expect(box).toHaveValue('One\nTwo');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('tells an anonymous visitor to log in, and lets them post as Anonymous', async () => {
    useSession.setState({ user: null });
    server({ tabs: [{ tag: '', count: 1 }], canMention: false });
    const { user } = renderUi(panel());
    expect(await screen.findByText('You are not logged in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', expect.stringContaining('/auth/login'));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post as Anonymous' }));
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    // The server takes no files from an anonymous comment: the form offers none.
    expect(screen.queryByRole('button', { name: 'Attach files' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Attach files')).not.toBeInTheDocument();
  });

  describe('files', () => {
    beforeEach(() => installFakeXhr());

    it('uploads a chosen file at once with a progress bar named after it; Post waits, then sends its id', async () => {
      const calls = server();
      const { user } = renderUi(panel());
      await user.type(await screen.findByRole('textbox', { name: 'Write a comment' }), 'The cut, see attached');
      await user.upload(screen.getByLabelText('Attach files'), new File(['x'], 'Cut v2.mp4', { type: 'video/mp4' }));
      expect(lastXhr().url).toBe('/api/files/upload');
      act(() => lastXhr().progress(3, 10));
      expect(screen.getByRole('progressbar', { name: 'Uploading Cut v2.mp4' })).toHaveAttribute('value', '0.3');
      expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
      act(() => lastXhr().respond(201, { file: { id: 'file-1', name: 'Cut v2.mp4', ext: 'mp4', size: 1 } }));
      const attached = await screen.findByRole('list', { name: 'Attached files' });
      expect(within(attached).getByText('Cut v2.mp4')).toBeInTheDocument();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Post' }));
      await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'Your comment has been posted' }));
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        { itemId: ITEM, text: 'The cut, see attached', tag: '', files: [{ id: 'file-1' }] },
      ]);
      // Posted: the form is empty again, files included.
      expect(screen.queryByRole('list', { name: 'Attached files' })).not.toBeInTheDocument();
    });

    it('a refused file shows why until dismissed; a reply takes files too', async () => {
      const calls = server();
      const { user } = renderUi(panel());
      await screen.findByText('Hello all');
      const item = screen.getByTestId('comment-c1');
      await user.click(within(item).getByRole('button', { name: 'Reply' }));
      await user.type(within(item).getByRole('textbox', { name: 'Reply to Pat PM' }), 'Here is the mix');
      await user.upload(within(item).getByLabelText('Attach files'), new File(['x'], 'setup.exe'));
      act(() => lastXhr().respond(415, { message: 'Files of this type are not accepted here (exe)' }));
      expect(await within(item).findByRole('alert')).toHaveTextContent('Files of this type are not accepted here (exe)');
      await user.click(within(item).getByRole('button', { name: 'Remove setup.exe' }));
      expect(within(item).queryByRole('alert')).not.toBeInTheDocument();

      await user.upload(within(item).getByLabelText('Attach files'), new File(['x'], 'Mix.wav', { type: 'audio/wav' }));
      act(() => lastXhr().respond(201, { file: { id: 'file-2', name: 'Mix.wav', ext: 'wav', size: 1 } }));
      await within(item).findByText('Mix.wav');
      await user.click(within(item).getByRole('button', { name: 'Reply' }));
      await waitFor(() =>
        expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
          { itemId: ITEM, text: 'Here is the mix', replyTo: 'c1', files: [{ id: 'file-2' }] },
        ]),
      );
    });
  });

  describe('the keyboard stays in the comments side modal', () => {
    const inModal = (onClose: () => void) => (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <SideModal open onClose={onClose} title="Comments">
          <CommentsPanel itemId={ITEM} />
        </SideModal>
      </SWRConfig>
    );

    it('while a comment is sent and after it: an Escape pressed then closes the modal', async () => {
      let answer: (reply: FakeReply) => void = () => undefined;
      server({}, () => new Promise<FakeReply>((resolve) => (answer = resolve)));
      const onClose = jest.fn();
      const { user } = renderUi(inModal(onClose));
      const dialog = await screen.findByRole('dialog', { name: 'Comments' });
      await user.type(await within(dialog).findByRole('textbox', { name: 'Write a comment' }), 'Nice pacing');
      await user.click(within(dialog).getByRole('button', { name: 'Post' }));
      expect(within(dialog).getByRole('button', { name: 'Post' })).toBeDisabled();
      // Sending: the keyboard is in the text box (it stays enabled), not on the disabled Post button or the body.
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Write a comment' }));

      await act(async () =>
        answer({ status: 201, body: { message: 'Your comment has been posted', comment: comment('c3', 'x') } }),
      );
      await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'Your comment has been posted' }));
      await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Write a comment' })).toHaveValue(''));
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      expect(document.activeElement).not.toBe(document.body);
      await user.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('a reply takes the keyboard when opened and gives it back to its Reply button when closed or sent', async () => {
      server();
      const { user } = renderUi(inModal(jest.fn()));
      const item = await screen.findByTestId('comment-c1');
      await user.click(within(item).getByRole('button', { name: 'Reply' }));
      const box = within(item).getByRole('textbox', { name: 'Reply to Pat PM' });
      expect(box).toHaveFocus();
      await user.click(within(item).getByRole('button', { name: 'Cancel' }));
      expect(within(item).getByRole('button', { name: 'Reply' })).toHaveFocus();

      await user.keyboard('{Enter}');
      await user.type(within(item).getByRole('textbox', { name: 'Reply to Pat PM' }), 'Agreed');
      await user.click(within(item).getByRole('button', { name: 'Reply' }));
      await waitFor(() => expect(within(item).queryByRole('textbox')).not.toBeInTheDocument());
      expect(within(item).getByRole('button', { name: 'Reply' })).toHaveFocus();

      await user.click(within(item).getByRole('button', { name: 'Remove' }));
      expect(within(item).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(within(item).getByRole('button', { name: 'Remove' })).toHaveFocus();
    });
  });

  it("opens a comment's file through its signed link, and a refused one says why", async () => {
    const withFiles = comment('c1', 'See the files', {
      files: [
        { id: 'f1', name: 'Script.pdf', ext: 'pdf', size: 10 },
        { id: 'f2', name: 'Gone.mp3', ext: 'mp3', size: 10 },
      ],
    });
    const calls = mockFetch((url) => {
      if (url.pathname === '/api/comments') return { body: page('', [withFiles]) };
      if (url.pathname === '/api/notifs/config')
        return { body: { config: { itemId: ITEM, actionType: 'comment', disabled: false } } };
      if (url.pathname === '/api/files/download' && url.searchParams.get('key') === 'f1')
        return { body: { url: '/files/f1?sig=1' } };
      return { status: 404, body: { message: 'File not found' } };
    });
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const { user } = renderUi(panel());
    const files = await screen.findByRole('list', { name: 'Files' });
    await user.click(within(files).getByRole('button', { name: 'Download Script.pdf' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/files/f1?sig=1'));
    expect(calls.map((call) => call.url)).toContain('/api/files/download?filename=Script.pdf&key=f1');
    await user.click(within(files).getByRole('button', { name: 'Download Gone.mp3' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', message: 'File not found' }));
    expect(assign).toHaveBeenCalledTimes(1);
    assign.mockRestore();
  });

  describe("a project's review comments (issue 26)", () => {
    const VIDEO = '22222222-2222-4222-8222-222222222222';
    const REVIEW = '33333333-3333-4333-8333-333333333333';
    const reviewComment = (extra: Record<string, unknown> = {}) => ({
      _id: REVIEW,
      targetKind: 'video',
      targetId: VIDEO,
      frame: 137,
      text: 'The cut is late',
      html: '<p>The cut is late</p>',
      strokes: [{ tool: 'pen', points: [{ x: 1, y: 1 }] }],
      author: 'Khun Dao',
      fromStudio: false,
      resolved: false,
      created: '2026-11-28T10:00:00.000Z',
      replies: [],
      ...extra,
    });
    const context = { beginPath() {}, moveTo() {}, lineTo() {}, stroke() {}, clearRect() {}, save() {}, restore() {} };

    beforeEach(() => {
      jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as never);
    });
    afterEach(() => jest.restoreAllMocks());

    function reviewServer(readsFeedback: boolean) {
      const state = { resolved: false, replies: [] as Array<Record<string, unknown>> };
      const calls = mockFetch((url, request) => {
        if (url.pathname === '/api/comments')
          return { body: page('', [comment('c1', 'Hello all')], { reviewFeedback: readsFeedback }) };
        if (url.pathname === '/api/notifs/config')
          return { body: { config: { itemId: ITEM, actionType: 'comment', disabled: false } } };
        if (url.pathname === `/api/projects/${ITEM}/review-feedback`) {
          const targets = [{ kind: 'video', _id: VIDEO, platforms: ['yt'], position: 1, playUrl: null }];
          const comments = [reviewComment({ resolved: state.resolved, replies: state.replies })];
          return { body: { feedback: { targets, comments, decisions: [] } } };
        }
        if (url.pathname.endsWith('/replies') && request.method === 'POST') {
          state.replies = [reviewComment({ _id: 'r1', text: 'Fixed', html: '<p>Fixed in cut 2</p>', author: 'Pat PM' })];
          return { status: 201, body: { message: 'Reply sent', comment: reviewComment() } };
        }
        if (url.pathname.endsWith('/resolve') && request.method === 'POST') {
          state.resolved = true;
          return { body: { message: 'Comment marked resolved', comment: reviewComment({ resolved: true }) } };
        }
        return { status: 404, body: { message: 'Not found' } };
      });
      return calls;
    }

    it('lists them for the PMs, marked, with the item, timecode and drawing; they reply and resolve', async () => {
      const calls = reviewServer(true);
      const { user } = renderUi(panel());
      const list = await screen.findByRole('list', { name: 'Review comments from clients' });
      const item = within(list).getByTestId(`review-comment-${REVIEW}`);
      expect(await within(item).findByText('The cut is late')).toBeInTheDocument();
      expect(within(item).getByText('Review comment')).toBeInTheDocument();
      expect(within(item).getByText('Khun Dao')).toBeInTheDocument();
      expect(within(item).getByText('Video 1')).toBeInTheDocument();
      expect(within(item).getByText('at 00:00:05:12')).toBeInTheDocument();
      expect(within(item).getByRole('img', { name: 'Drawing by Khun Dao' })).toBeInTheDocument();
      // The studio's own comments stay where they were.
      expect(screen.getByTestId('comment-c1')).toHaveTextContent('Hello all');

      await user.click(within(item).getByRole('button', { name: 'Reply' }));
      await user.type(within(item).getByRole('textbox', { name: 'Reply to Khun Dao' }), 'Fixed in cut 2');
      await user.click(within(item).getByRole('button', { name: 'Send reply' }));
      expect(await within(item).findByText('Fixed in cut 2')).toBeInTheDocument();
      await user.click(within(item).getByRole('button', { name: 'Mark resolved' }));
      expect(await within(item).findByText('Resolved')).toBeInTheDocument();
      expect(within(item).getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
      expect(toasts).toContainEqual({ kind: 'success', message: 'Comment marked resolved' });
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        { method: 'POST', url: `/api/projects/${ITEM}/review-comments/${REVIEW}/replies`, body: { text: 'Fixed in cut 2' } },
        { method: 'POST', url: `/api/projects/${ITEM}/review-comments/${REVIEW}/resolve`, body: { resolved: true } },
      ]);
    });

    it('asks for none when the comments list says the caller does not read them', async () => {
      const calls = reviewServer(false);
      renderUi(panel());
      await screen.findByText('Hello all');
      expect(screen.queryByRole('heading', { name: 'Review comments' })).not.toBeInTheDocument();
      expect(calls.map((call) => call.url).filter((url) => url.includes('review-feedback'))).toEqual([]);
    });
  });
});
