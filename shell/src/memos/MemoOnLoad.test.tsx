import { act, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from 'shared-ui';
import { mockFetch, users } from 'shared-api/test-support';
import { renderShell } from '../test/render';
import { forgetClosedMemos, MemoOnLoad } from './MemoOnLoad';

const STUDIO_NEWS = {
  _id: 'f1',
  name: 'Studio news',
  isSystem: false,
  isAggregate: false,
  isLevelBased: false,
  isRoleBased: false,
};

const memo = (n: number, feed = STUDIO_NEWS) => ({
  _id: `m${n}`,
  title: `Memo ${n}`,
  feed,
  created: new Date(Date.now() - 3 * 3600_000).toISOString(),
  bodyHtml: `<p>Body of <strong>memo ${n}</strong></p>`,
});

describe('MemoOnLoad', () => {
  afterEach(() => forgetClosedMemos());

  it('shows unread memos one by one, acknowledging each with "Ok, I got it"', async () => {
    const calls = mockFetch((_url, { method, url }) =>
      method === 'GET' && url === '/api/memos/unread' ? { body: { memos: [memo(1), memo(2)] } } : { body: { message: 'ok' } },
    );
    const { events } = renderShell(<MemoOnLoad />, { user: users.staff });

    const first = await screen.findByRole('dialog', { name: 'Memo 1' });
    expect(first).toHaveTextContent('in Studio news');
    expect(first).toHaveTextContent('3 hours ago');
    expect(first.querySelector('strong')).toHaveTextContent('memo 1');
    expect(first).toHaveTextContent('1 more unread memo');

    await events.click(screen.getByRole('button', { name: 'Ok, I got it' }));
    expect(await screen.findByRole('dialog', { name: 'Memo 2' })).not.toHaveTextContent('more unread');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/posts/m1/track-users', body: { okBy: true } });

    await events.click(screen.getByRole('button', { name: 'Ok, I got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    ['a level feed', { name: 'freelancer', isLevelBased: true }, 'Freelancer', 'ฟรีแลนซ์'],
    ['a role feed', { name: 'storyboard', isRoleBased: true }, 'Storyboard', 'ทำสตอรี่บอร์ด'],
    ['a system feed', { name: 'story-reception', isSystem: true }, 'Story reception', 'เรื่องเล่าจากผู้ชม'],
  ])('names %s as the feed screen does, in English and Thai', async (_kind, kind, english, thai) => {
    mockFetch(() => ({ body: { memos: [memo(1, { ...STUDIO_NEWS, ...kind })] } }));
    renderShell(<MemoOnLoad />, { user: users.staff });
    const dialog = await screen.findByRole('dialog', { name: 'Memo 1' });
    expect(dialog).toHaveTextContent(`in ${english}`);
    expect(dialog).not.toHaveTextContent(kind.name);
    await act(() => setLocale('th'));
    expect(dialog).toHaveTextContent(`ใน ${thai}`);
    await act(() => setLocale('en'));
  });

  it('closing with × keeps the memos away for the rest of the session, without acknowledging them', async () => {
    let unread = [memo(1), memo(2)];
    const calls = mockFetch(() => ({ body: { memos: unread } }));
    const first = renderShell(<MemoOnLoad />, { user: users.staff });
    await first.events.click(
      within(await screen.findByRole('dialog', { name: 'Memo 1' })).getByRole('button', { name: 'Close' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    first.unmount();

    // A freshly loaded page (a link from a notification, a refresh) in the same session: only a newer memo shows.
    unread = [memo(1), memo(2), memo(5)];
    renderShell(<MemoOnLoad />, { user: users.staff });
    expect(await screen.findByRole('dialog', { name: 'Memo 5' })).not.toHaveTextContent('more unread');
  });

  it('Escape counts as closing; a memo not yet closed still shows, and signing out forgets what was closed', async () => {
    let unread = [memo(1)];
    mockFetch(() => ({ body: { memos: unread } }));
    const first = renderShell(<MemoOnLoad />, { user: users.staff });
    await screen.findByRole('dialog', { name: 'Memo 1' });
    await first.events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();

    unread = [memo(1), memo(3)];
    const second = renderShell(<MemoOnLoad />, { user: users.staff });
    expect(await screen.findByRole('dialog', { name: 'Memo 3' })).not.toHaveTextContent('more unread');
    second.unmount();

    forgetClosedMemos();
    renderShell(<MemoOnLoad />, { user: users.staff });
    expect(await screen.findByRole('dialog', { name: 'Memo 1' })).toBeInTheDocument();
  });

  it('never takes the keyboard from a page the person is using: a notice offers the memos instead', async () => {
    mockFetch(() => ({ body: { memos: [memo(1)] } }));
    const { events } = renderShell(
      <>
        <button type="button">Submit for Approval</button>
        <MemoOnLoad />
      </>,
      { user: users.staff },
    );
    const submit = screen.getByRole('button', { name: 'Submit for Approval' });
    submit.focus();
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('1 unread memo');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(submit).toHaveFocus();

    await events.click(within(notice).getByRole('button', { name: 'Read' }));
    expect(await screen.findByRole('dialog', { name: 'Memo 1' })).toBeInTheDocument();
  });

  it('asks nothing of anonymous visitors', () => {
    const calls = mockFetch(() => ({ body: { memos: [memo(1)] } }));
    renderShell(<MemoOnLoad />, { user: null });
    expect(calls).toHaveLength(0);
  });

  it('asks nothing of a freelancer who has not agreed to the terms (the server would refuse)', () => {
    const calls = mockFetch(() => ({ body: { memos: [memo(1)] } }));
    renderShell(<MemoOnLoad />, { user: users.newbie });
    expect(calls).toHaveLength(0);
  });
});
