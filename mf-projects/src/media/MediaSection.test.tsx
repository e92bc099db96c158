import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeXhr, listen, users } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { AppRoutes } from '../AppRoutes';
import { aProject, changesIn, PROJECT_ID as P, signIn } from '../project/test-support/project';
import { aCover, aTitle, serveMedia } from './test-support/media';

/** Every XMLHttpRequest opened (the covers upload five at a time). */
let opened: FakeXhr[] = [];
class TrackedXhr extends FakeXhr {
  constructor() {
    super();
    opened.push(this);
  }
}

beforeEach(() => {
  window.scrollTo = jest.fn();
  opened = [];
  Object.defineProperty(window, 'XMLHttpRequest', { value: TrackedXhr, configurable: true, writable: true });
});

const show = async () => {
  renderAt(`/app/projects/${P}/socialmedia`, <AppRoutes />);
  return screen.findByRole('region', { name: 'Covers' });
};
const titles = () => screen.getByRole('region', { name: 'Titles' });
const cover = (n: number) => screen.getByRole('listitem', { name: `Cover ${n}` });

describe('the Media section', () => {
  const toasts = listen('toast');

  it('is "Media" in the nav, at the spec\'s address; its first address (media) opens it too', async () => {
    signIn(users.pm);
    serveMedia(aProject());
    await show();
    expect(screen.getByRole('link', { name: 'Media' })).toHaveAttribute('href', `/app/projects/${P}/socialmedia`);
    expect(screen.getByRole('link', { name: 'Media' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the video box first, then the covers and the titles', async () => {
    signIn(users.staff);
    serveMedia(aProject({ status: 'production' }), {
      videoBox: {
        active: true,
        canEdit: false,
        canSetUrl: false,
        videos: [
          {
            _id: 'v1',
            platform: 'pr',
            url: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
            file: null,
            updated: '2024-03-01T10:00:00.000Z',
          },
        ],
        subtitles: [],
      },
    });
    await show();
    const video = await screen.findByRole('region', { name: 'Video' });
    expect(await within(video).findByTitle('Project video')).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
    const order = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .filter((name) => ['Video', 'Covers', 'Titles'].includes(name ?? ''));
    expect(order).toEqual(['Video', 'Covers', 'Titles']);
  });

  it('links contributors to the YouTube mock view of this project', async () => {
    signIn(users.freelancer);
    serveMedia(aProject());
    await show();
    expect(screen.getByRole('link', { name: 'See the chosen cover and title in the YouTube mock view' })).toHaveAttribute(
      'href',
      `/app/tools/youtube?project=${P}`,
    );
  });

  it('a reader sees covers, chosen platforms, scores and titles without controls', async () => {
    signIn(users.staff);
    serveMedia(aProject(), {
      covers: [aCover({ yt: true, score: 4.5, ratingCount: 2 }), aCover()],
      titles: [aTitle({ text: 'Why cats purr', fbDemon: true })],
    });
    await show();
    expect(within(cover(1)).getByText('YouTube')).toBeInTheDocument();
    expect(within(cover(1)).getByText(/2 people rated/)).toBeInTheDocument();
    expect(within(cover(1)).getByRole('group', { name: 'Rating: Cover 1' })).toHaveAttribute('title', '2 people rated');
    expect(screen.queryByRole('button', { name: 'Upload covers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Rate 1 of 5/ })).not.toBeInTheDocument();
    expect(within(titles()).getByText('Why cats purr')).toBeInTheDocument();
    expect(within(titles()).getByText('Demonetized: Facebook')).toBeInTheDocument();
    expect(within(titles()).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('a cover designer uploads several covers, five at a time, each with its progress', async () => {
    signIn(users.staff);
    const server = serveMedia(aProject(), { actions: ['edit'] });
    await show();
    const files = Array.from({ length: 6 }, (_, i) => new File(['png'], `cover-${i + 1}.png`, { type: 'image/png' }));
    await userEvent.upload(screen.getByTestId('cover-files'), files);

    await waitFor(() => expect(opened).toHaveLength(5));
    expect(opened.every((xhr) => xhr.url === `/api/projects/${P}/social-media-cover`)).toBe(true);
    opened[0].progress(40, 100);
    expect(await screen.findByRole('progressbar', { name: 'Uploading cover-1.png' })).toHaveAttribute('value', '0.4');

    const added = aCover();
    server.media().covers.push(added);
    opened[0].respond(201, { message: 'Cover uploaded', media: server.media() });
    // The sixth starts once one of the five is done.
    await waitFor(() => expect(opened).toHaveLength(6));
    for (const xhr of opened.slice(1)) xhr.respond(201, { message: 'Cover uploaded', media: server.media() });
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(within(cover(1)).getByRole('button', { name: 'Open cover 1 in the gallery' })).toBeInTheDocument();
    expect(toasts).toContainEqual({ kind: 'success', message: 'Cover uploaded' });
  });

  it('refuses a file over 60 MB before sending', async () => {
    signIn(users.staff);
    serveMedia(aProject(), { actions: ['edit'] });
    await show();
    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 61 * 1024 * 1024 });
    await userEvent.upload(screen.getByTestId('cover-files'), big);
    expect(toasts).toContainEqual({ kind: 'error', message: 'huge.png is larger than 60 MB' });
    expect(opened).toHaveLength(0);
  });

  it('rating: a star sends it, the score and people follow, pressing it again takes it away', async () => {
    signIn(users.pm);
    const server = serveMedia(aProject(), { covers: [aCover({ score: 2, ratingCount: 1 })], actions: ['edit', 'curate'] });
    await show();
    await userEvent.click(within(cover(1)).getByRole('button', { name: 'Rate 4 of 5' }));
    expect(await within(cover(1)).findByText(/2 people rated/)).toBeInTheDocument();
    expect(within(cover(1)).getByText(/3 of 5/)).toBeInTheDocument();
    expect(within(cover(1)).getByRole('button', { name: 'Rate 4 of 5' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(cover(1)).getByRole('button', { name: 'Rate 4 of 5' }));
    expect(await within(cover(1)).findByText(/1 person rated/)).toBeInTheDocument();
    const cid = server.media().covers[0]._id;
    expect(changesIn(server.calls)).toEqual([
      { method: 'POST', path: `social-media-cover/${cid}/rate`, body: { rating: 4 } },
      { method: 'POST', path: `social-media-cover/${cid}/rate`, body: { rating: 0 } },
    ]);
  });

  it('rating shows at once; a second press waits for the first answer and is sent after it, never racing it', async () => {
    signIn(users.pm);
    const server = serveMedia(aProject(), { covers: [aCover({ score: 2, ratingCount: 1 })], actions: ['edit', 'curate'] });
    // The server holds its answers to changes until released.
    const served = globalThis.fetch;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    globalThis.fetch = ((path: string, init?: RequestInit) =>
      init?.method === 'POST' ? held.then(() => served(path, init)) : served(path, init)) as typeof fetch;
    await show();
    const four = () => within(cover(1)).getByRole('button', { name: 'Rate 4 of 5' });
    await userEvent.click(four());
    expect(four()).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(four());
    expect(four()).toHaveAttribute('aria-pressed', 'false');

    await act(async () => release());
    expect(await within(cover(1)).findByText(/1 person rated/)).toBeInTheDocument();
    const cid = server.media().covers[0]._id;
    expect(changesIn(server.calls)).toEqual([
      { method: 'POST', path: `social-media-cover/${cid}/rate`, body: { rating: 4 } },
      { method: 'POST', path: `social-media-cover/${cid}/rate`, body: { rating: 0 } },
    ]);
    expect(four()).toHaveAttribute('aria-pressed', 'false');
  });

  it('the PM chooses a cover per platform: the other loses it; choosing again unchooses', async () => {
    signIn(users.pm);
    serveMedia(aProject(), { covers: [aCover({ fb: true }), aCover()], actions: ['edit', 'curate'] });
    await show();
    const useOn = (n: number) => within(cover(n)).getByRole('button', { name: `Use cover ${n} on Facebook` });
    expect(useOn(1)).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(useOn(2));
    await waitFor(() => expect(useOn(2)).toHaveAttribute('aria-pressed', 'true'));
    expect(useOn(1)).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(useOn(2));
    await waitFor(() => expect(useOn(2)).toHaveAttribute('aria-pressed', 'false'));
  });

  it('a platform choice shows at once; a second press waits and sends its own value; the end is the second state (issue 28)', async () => {
    signIn(users.pm);
    const server = serveMedia(aProject(), {
      covers: [aCover()],
      titles: [aTitle({ text: 'Risky' })],
      actions: ['edit', 'curate'],
    });
    const served = globalThis.fetch;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    globalThis.fetch = ((path: string, init?: RequestInit) =>
      init?.method === 'POST' ? held.then(() => served(path, init)) : served(path, init)) as typeof fetch;
    await show();
    const useOn = () => within(cover(1)).getByRole('button', { name: 'Use cover 1 on Facebook' });
    const demon = () => within(titles()).getByRole('checkbox', { name: 'Title 1 demonetized on YouTube' });
    await userEvent.click(useOn());
    expect(useOn()).toHaveAttribute('aria-pressed', 'true');
    expect(useOn()).toBeEnabled();
    await userEvent.click(useOn());
    expect(useOn()).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(demon());
    expect(demon()).toBeChecked();

    await act(async () => release());
    await waitFor(() => expect(changesIn(server.calls)).toHaveLength(3));
    const [cid, tid] = [server.media().covers[0]._id, server.media().titles[0]._id];
    expect(changesIn(server.calls)).toEqual([
      { method: 'POST', path: 'social-media-cover/set-cover-image', body: { coverId: cid, platform: 'fb', value: true } },
      { method: 'POST', path: `social-media-title/${tid}/demon`, body: { platform: 'yt', value: true } },
      { method: 'POST', path: 'social-media-cover/set-cover-image', body: { coverId: cid, platform: 'fb', value: false } },
    ]);
    await waitFor(() => expect(toasts.filter((toast) => toast.kind === 'success')).toHaveLength(3));
    expect(useOn()).toHaveAttribute('aria-pressed', 'false');
    expect(demon()).toBeChecked();
  });

  it("a refused platform choice goes back with the server's message", async () => {
    signIn(users.pm);
    serveMedia(aProject(), { covers: [aCover()], actions: ['edit', 'curate'], refuseChoice: 'Only the PMs choose covers' });
    const served = globalThis.fetch;
    let refuse: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (refuse = resolve));
    globalThis.fetch = ((path: string, init?: RequestInit) =>
      init?.method === 'POST' ? held.then(() => served(path, init)) : served(path, init)) as typeof fetch;
    await show();
    const useOn = () => within(cover(1)).getByRole('button', { name: 'Use cover 1 on YouTube' });
    await userEvent.click(useOn());
    expect(useOn()).toHaveAttribute('aria-pressed', 'true');
    await act(async () => refuse());
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', message: 'Only the PMs choose covers' }));
    await waitFor(() => expect(useOn()).toHaveAttribute('aria-pressed', 'false'));
  });

  it('deleting a cover asks first; the gallery shows previous and next only with more than one image', async () => {
    signIn(users.pm);
    const server = serveMedia(aProject(), { covers: [aCover(), aCover()], actions: ['edit', 'curate'] });
    await show();
    await userEvent.click(within(cover(1)).getByRole('button', { name: 'Open cover 1 in the gallery' }));
    const gallery = await screen.findByRole('dialog');
    expect(within(gallery).getByRole('button', { name: /next/i })).toBeInTheDocument();
    // No titles yet: no title carousel.
    expect(within(gallery).queryByRole('group', { name: 'Titles with this cover' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(within(cover(2)).getByRole('button', { name: 'Delete cover 2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete cover 2?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Cover 2' })).not.toBeInTheDocument());
    expect(toasts).toContainEqual({ kind: 'success', message: 'Cover deleted' });
    expect(server.media().covers).toHaveLength(1);

    await userEvent.click(within(cover(1)).getByRole('button', { name: 'Open cover 1 in the gallery' }));
    const single = await screen.findByRole('dialog');
    expect(within(single).queryByRole('button', { name: /next/i })).not.toBeInTheDocument();
  });

  it("the gallery's title carousel steps through the titles, kept while the covers change", async () => {
    signIn(users.staff);
    serveMedia(aProject(), {
      covers: [aCover(), aCover()],
      titles: [aTitle({ text: 'Why cats purr' }), aTitle({ text: 'The purring cat' }), aTitle({ text: 'Cats, explained' })],
    });
    await show();
    await userEvent.click(within(cover(1)).getByRole('button', { name: 'Open cover 1 in the gallery' }));
    const gallery = await screen.findByRole('dialog', { name: 'Cover 1' });
    const carousel = within(gallery).getByRole('group', { name: 'Titles with this cover' });
    expect(within(carousel).getByText('Why cats purr')).toBeInTheDocument();
    expect(within(carousel).getByText('Title 1 of 3')).toBeInTheDocument();

    await userEvent.click(within(carousel).getByRole('button', { name: 'Next title' }));
    expect(within(carousel).getByText('The purring cat')).toBeInTheDocument();
    await userEvent.click(within(gallery).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Cover 2' })).toBeInTheDocument();
    expect(within(carousel).getByText('The purring cat')).toBeInTheDocument();

    // From the keyboard: Up and Down inside the carousel, wrapping around.
    within(carousel).getByRole('button', { name: 'Previous title' }).focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(carousel).getByText('Cats, explained')).toBeInTheDocument();
    expect(within(carousel).getByText('Title 3 of 3')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(within(carousel).getByText('The purring cat')).toBeInTheDocument();
  });

  it('the carousel shows a lone title without steps', async () => {
    signIn(users.staff);
    serveMedia(aProject(), { covers: [aCover()], titles: [aTitle({ text: 'Why cats purr' })] });
    await show();
    await userEvent.click(within(cover(1)).getByRole('button', { name: 'Open cover 1 in the gallery' }));
    const carousel = within(await screen.findByRole('dialog')).getByRole('group', { name: 'Titles with this cover' });
    expect(within(carousel).getByText('Why cats purr')).toBeInTheDocument();
    expect(within(carousel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('an editor replaces a cover image, with its progress; the new image shows and is counted as a version', async () => {
    signIn(users.staff);
    const server = serveMedia(aProject(), { covers: [aCover()], actions: ['edit'] });
    await show();
    const before = server.media().covers[0];
    const input = cover(1).querySelector<HTMLInputElement>('input[type="file"]')!;
    const picking = jest.spyOn(input, 'click');
    await userEvent.click(within(cover(1)).getByRole('button', { name: 'Replace image of cover 1' }));
    expect(picking).toHaveBeenCalled();
    const file = new File(['png'], 'better.png', { type: 'image/png' });
    await userEvent.upload(input, file);

    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0].url).toBe(`/api/projects/${P}/social-media-cover/${before._id}`);
    expect(opened[0].sent?.get('file')).toBe(file);
    act(() => opened[0].progress(50, 100));
    expect(await screen.findByRole('progressbar', { name: `Uploading ${before.image.name}` })).toHaveAttribute('value', '0.5');

    server.media().covers[0] = {
      ...before,
      image: { ...before.image, name: 'better.png', small: '/media/better_s.jpg', large: '/media/better_l.jpg' },
      versionCount: 2,
    };
    act(() => opened[0].respond(200, { message: 'Cover image replaced', media: server.media() }));
    await waitFor(() => expect(cover(1).querySelector('img')).toHaveAttribute('src', '/media/better_s.jpg'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(toasts).toContainEqual({ kind: 'success', message: 'Cover image replaced' });
    expect(server.media().covers).toHaveLength(1);
  });

  it('a replacement over 60 MB is refused before sending; readers get no Replace', async () => {
    signIn(users.staff);
    serveMedia(aProject(), { covers: [aCover()], actions: ['edit'] });
    await show();
    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 61 * 1024 * 1024 });
    await userEvent.upload(cover(1).querySelector<HTMLInputElement>('input[type="file"]')!, big);
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', message: 'huge.png is larger than 60 MB' }));
    expect(opened).toHaveLength(0);
  });

  it('the versions side modal lists each upload: "uploaded cover {time ago}", the uploader\'s picture and name', async () => {
    signIn(users.pm);
    const first = aCover();
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    serveMedia(aProject(), {
      covers: [first],
      actions: ['edit', 'curate'],
      versions: {
        [first._id]: [
          {
            _id: 'a0000000-0000-4000-8000-000000000002',
            created: hoursAgo(3),
            image: { ...first.image, name: 'second.png', small: '/media/second_s.jpg' },
            user: { _id: 'u-dana', name: 'Dana Designer', picture: 'f-dana' },
          },
          {
            _id: 'a0000000-0000-4000-8000-000000000001',
            created: hoursAgo(50),
            image: { ...first.image, name: 'first.png', small: '/media/first_s.jpg' },
            user: { _id: 'u-pm', name: 'Pat PM', picture: null },
          },
        ],
      },
    });
    await show();
    await userEvent.click(within(cover(1)).getByRole('button', { name: 'Versions of cover 1' }));
    const modal = await screen.findByRole('dialog', { name: 'Cover 1 versions' });
    const entries = await within(modal).findAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(within(entries[0]).getByText('Dana Designer')).toBeInTheDocument();
    expect(within(entries[0]).getByText('uploaded cover 3 hours ago')).toBeInTheDocument();
    expect(within(entries[0]).getByRole('img', { name: 'Dana Designer' })).toHaveAttribute('src', '/media/f-dana_t.jpg');
    expect(within(entries[0]).getByRole('img', { name: 'second.png' })).toHaveAttribute('src', '/media/second_s.jpg');
    expect(within(entries[1]).getByText('Pat PM')).toBeInTheDocument();
    expect(within(entries[1]).getByText('uploaded cover 2 days ago')).toBeInTheDocument();
    // Without a picture, the uploader's initials stand in, named.
    expect(within(entries[1]).getByRole('img', { name: 'Pat PM' })).toHaveTextContent('PP');
    expect(within(modal).queryByText('Nothing here')).not.toBeInTheDocument();
  });

  it('the versions side modal says "Nothing here" when a cover has none', async () => {
    signIn(users.pm);
    serveMedia(aProject(), { covers: [aCover()], actions: ['edit'] });
    await show();
    await userEvent.click(within(cover(1)).getByRole('button', { name: 'Versions of cover 1' }));
    const modal = await screen.findByRole('dialog', { name: 'Cover 1 versions' });
    expect(await within(modal).findByText('Nothing here')).toBeInTheDocument();
  });
});

describe('titles', () => {
  const toasts = listen('toast');

  it('are added trimmed; Add stays disabled while the title is blank', async () => {
    signIn(users.staff);
    const server = serveMedia(aProject(), { actions: ['edit'] });
    await show();
    const input = within(titles()).getByRole('textbox', { name: 'New title' });
    const add = within(titles()).getByRole('button', { name: 'Add title' });
    await userEvent.type(input, '   ');
    expect(add).toBeDisabled();
    await userEvent.type(input, 'Ten cats  {Enter}');
    expect(await within(titles()).findByText('Ten cats')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(changesIn(server.calls)).toEqual([{ method: 'POST', path: 'social-media-title', body: { title: 'Ten cats' } }]);
    expect(toasts).toContainEqual({ kind: 'success', message: 'Title added' });
  });

  it('are edited in place: Cancel (or Escape) keeps the text, Save sends it', async () => {
    signIn(users.staff);
    const server = serveMedia(aProject(), { titles: [aTitle({ text: 'Old title' })], actions: ['edit'] });
    await show();
    await userEvent.click(within(titles()).getByRole('button', { name: 'Edit title 1' }));
    const field = within(titles()).getByRole('textbox', { name: 'Title 1' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Lost');
    await userEvent.click(within(titles()).getByRole('button', { name: 'Cancel' }));
    expect(within(titles()).getByText('Old title')).toBeInTheDocument();

    await userEvent.click(within(titles()).getByRole('button', { name: 'Edit title 1' }));
    await userEvent.clear(within(titles()).getByRole('textbox', { name: 'Title 1' }));
    await userEvent.type(within(titles()).getByRole('textbox', { name: 'Title 1' }), 'Better title');
    await userEvent.click(within(titles()).getByRole('button', { name: 'Save' }));
    expect(await within(titles()).findByText('Better title')).toBeInTheDocument();
    const tid = server.media().titles[0]._id;
    expect(changesIn(server.calls)).toEqual([
      { method: 'POST', path: `social-media-title/${tid}/change`, body: { title: 'Better title' } },
    ]);
  });

  it('a title being edited keeps its typed text when a second title arrives and the handles appear (issue 28)', async () => {
    signIn(users.staff);
    serveMedia(aProject(), { titles: [aTitle({ text: 'Old title' })], actions: ['edit'] });
    await show();
    await userEvent.click(within(titles()).getByRole('button', { name: 'Edit title 1' }));
    const field = within(titles()).getByRole('textbox', { name: 'Title 1' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Half-typed');
    await userEvent.type(within(titles()).getByRole('textbox', { name: 'New title' }), 'Second title{Enter}');
    expect(await within(titles()).findByRole('button', { name: 'Move title 2' })).toBeInTheDocument();
    // The list is the same list: the field being edited is the one the editor typed in, with what they typed.
    expect(within(titles()).getByRole('textbox', { name: 'Title 1' })).toBe(field);
    expect(field).toHaveValue('Half-typed');
  });

  it('the PM marks a title demonetized, then chooses it for that platform: the mark clears', async () => {
    signIn(users.pm);
    serveMedia(aProject(), { titles: [aTitle({ text: 'Risky' })], actions: ['edit', 'curate'] });
    await show();
    const demon = within(titles()).getByRole('checkbox', { name: 'Title 1 demonetized on YouTube' });
    await userEvent.click(demon);
    await waitFor(() => expect(demon).toBeChecked());
    await userEvent.click(within(titles()).getByRole('button', { name: 'Use title 1 on YouTube' }));
    await waitFor(() =>
      expect(within(titles()).getByRole('button', { name: 'Use title 1 on YouTube' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(within(titles()).getByRole('checkbox', { name: 'Title 1 demonetized on YouTube' })).not.toBeChecked();
  });

  it('say "May contain sensitive terms"; deleting asks first', async () => {
    signIn(users.pm);
    serveMedia(aProject(), { titles: [aTitle({ text: 'Damn cats', sensitive: true })], actions: ['edit', 'curate'] });
    await show();
    expect(within(titles()).getByText('May contain sensitive terms')).toBeInTheDocument();
    await userEvent.click(within(titles()).getByRole('button', { name: 'Delete title 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove the title "Damn cats"?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(within(titles()).getByText('Damn cats')).toBeInTheDocument();
    await userEvent.click(within(titles()).getByRole('button', { name: 'Delete title 1' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(titles()).findByText('No titles yet')).toBeInTheDocument();
  });
});

describe('the order of covers and titles', () => {
  const toasts = listen('toast');

  // jsdom lays nothing out: each list item gets a box by its place (one column) so dnd-kit's keyboard sensor can
  // find its neighbours.
  let restore: () => void;
  beforeEach(() => {
    const original = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      const row = this.closest('li');
      if (!row) return original.call(this);
      const index = Array.from(row.parentElement?.children ?? []).indexOf(row);
      const top = index * 100;
      return { x: 0, y: top, top, left: 0, width: 300, height: 90, right: 300, bottom: top + 90, toJSON: () => ({}) } as DOMRect;
    };
    restore = () => {
      Element.prototype.getBoundingClientRect = original;
    };
  });
  afterEach(() => restore());

  const move = async (handleName: string) => {
    const handle = await screen.findByRole('button', { name: handleName });
    // The handle is drawn with the list and is live once the drag-and-drop code has arrived.
    await waitFor(() => expect(handle).toBeEnabled());
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
  };
  const imageOf = (n: number) => cover(n).querySelector('img')?.getAttribute('src');

  it('an editor moves a cover by keyboard: Space, Arrow Down, Space; the order is saved', async () => {
    signIn(users.staff);
    const [a, b, c] = [aCover(), aCover(), aCover()];
    const server = serveMedia(aProject(), { covers: [a, b, c], actions: ['edit'] });
    await show();
    await move('Move cover 1');
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'Cover order updated' }));
    expect(changesIn(server.calls)).toContainEqual({
      method: 'POST',
      path: 'social-media-cover/sort',
      body: { from: 0, to: 1, coverId: a._id },
    });
    expect(server.media().covers.map((item) => item._id)).toEqual([b._id, a._id, c._id]);
    await waitFor(() => expect(imageOf(1)).toBe(b.image.small));
    expect(imageOf(2)).toBe(a.image.small);
  });

  it('titles move the same way', async () => {
    signIn(users.pm);
    const server = serveMedia(aProject(), {
      titles: [aTitle({ text: 'First' }), aTitle({ text: 'Second' })],
      actions: ['edit', 'curate'],
    });
    await show();
    await move('Move title 1');
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'Title order updated' }));
    expect(server.media().titles.map((title) => title.text)).toEqual(['Second', 'First']);
    const items = within(titles()).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Second');
    expect(items[1]).toHaveTextContent('First');
  });

  it('a refused move puts the server order back', async () => {
    signIn(users.pm);
    serveMedia(aProject(), {
      titles: [aTitle({ text: 'First' }), aTitle({ text: 'Second' })],
      actions: ['edit'],
      refuseSort: 'The order changed meanwhile: reload and move it again',
    });
    await show();
    await move('Move title 1');
    await waitFor(() =>
      expect(toasts).toContainEqual({ kind: 'error', message: 'The order changed meanwhile: reload and move it again' }),
    );
    await waitFor(() => expect(within(titles()).getAllByRole('listitem')[0]).toHaveTextContent('First'));
  });

  it('offers no handles to readers', async () => {
    signIn(users.staff);
    serveMedia(aProject(), { covers: [aCover(), aCover()], titles: [aTitle(), aTitle()] });
    await show();
    expect(screen.queryByRole('button', { name: /^Move (cover|title)/ })).not.toBeInTheDocument();
  });

  it('offers no handle for a single item', async () => {
    signIn(users.pm);
    serveMedia(aProject(), { covers: [aCover()], titles: [aTitle()], actions: ['edit'] });
    await show();
    expect(screen.queryByRole('button', { name: /^Move (cover|title)/ })).not.toBeInTheDocument();
  });
});
