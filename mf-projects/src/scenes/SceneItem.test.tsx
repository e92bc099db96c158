import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeXhr, lastXhr, listen, replyWith, users } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { AppRoutes } from '../AppRoutes';
import { aProject, PROJECT_ID as P, signIn } from '../project/test-support/project';
import { aScene, anImage, serveScenes } from './test-support/scenes';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

const show = async () => {
  renderAt(`/app/projects/${P}/scenes`, <AppRoutes />);
  return screen.findByRole('article', { name: 'Scene 1' });
};
const storyboarding = aProject({ status: 'storyboarding' });

describe('scene images', () => {
  const toasts = listen('toast');
  beforeEach(() => installFakeXhr());

  it('an artist uploads an image: the progress bar shows it, the answer puts it in place', async () => {
    signIn(users.artist);
    const server = serveScenes(storyboarding, [aScene({ text: 'Cats purr.' })], { actions: ['editImage'] });
    const scene = await show();
    const file = new File(['png'], 'cat.png', { type: 'image/png' });
    await userEvent.upload(within(scene).getByLabelText('Upload image'), file);

    const xhr = lastXhr();
    expect(xhr.url).toBe(`/api/projects/${P}/scenes/${server.scenes()[0]._id}/upload`);
    // Answered at once: the button is busy until the server has the image (issue 28).
    expect(within(scene).getByRole('button', { name: 'Upload image' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => xhr.progress(30, 100));
    expect(await within(scene).findByRole('progressbar', { name: 'Uploading cat.png' })).toHaveAttribute('value', '0.3');
    await act(async () =>
      xhr.respond(200, { message: 'SCENE 1 image updated', scene: { ...server.scenes()[0], image: anImage('f1') } }),
    );

    const picture = await within(scene).findByRole('img', { name: 'Image of scene 1' });
    expect(picture).toHaveAttribute('src', '/media/f1_s.jpg');
    // Its size from the server, so the page keeps the picture's box before the image loads (no layout shift).
    expect(picture).toHaveAttribute('width', '480');
    expect(picture).toHaveAttribute('height', '270');
    expect(toasts).toContainEqual({ kind: 'success', message: 'SCENE 1 image updated' });
    expect(within(scene).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(scene).getByRole('button', { name: 'Replace image' })).not.toHaveAttribute('aria-busy');
    expect(within(scene).getByRole('link', { name: 'Download image' })).toHaveAttribute(
      'href',
      `/api/projects/${P}/scenes/${server.scenes()[0]._id}/image`,
    );
  });

  describe('the upload queue: one upload at a time, at most two files held', () => {
    const png = (name: string) => new File(['png'], name, { type: 'image/png' });
    // The answers arrive outside any user event: in act, as React wants updates from outside its own events.
    const fileOf = (xhr: ReturnType<typeof lastXhr>) => (xhr.sent?.get('file') as File).name;
    const answered = (id: string, fileId: string) => ({
      message: 'SCENE 1 image updated',
      scene: { ...aScene({ _id: id, text: 'Cats purr.' }), image: anImage(fileId) },
    });

    it('a newer file chosen during an upload replaces the one waiting; it goes once the first is done', async () => {
      signIn(users.artist);
      const server = serveScenes(storyboarding, [aScene({ text: 'Cats purr.' })], { actions: ['editImage'] });
      const id = server.scenes()[0]._id;
      const scene = await show();
      await userEvent.upload(within(scene).getByLabelText('Upload image'), png('first.png'));
      const first = lastXhr();
      expect(fileOf(first)).toBe('first.png');
      expect(await within(scene).findByRole('progressbar', { name: 'Uploading first.png' })).toBeInTheDocument();

      // Two more choices while it uploads: only the newest is kept, and nothing is sent beside the upload.
      await userEvent.upload(within(scene).getByLabelText('Upload image'), png('older.png'));
      await userEvent.upload(within(scene).getByLabelText('Upload image'), png('newer.png'));
      expect(lastXhr()).toBe(first);
      expect(within(scene).getAllByRole('progressbar')).toHaveLength(1);

      await act(async () => first.respond(200, answered(id, 'f1')));
      expect(await within(scene).findByRole('progressbar', { name: 'Uploading newer.png' })).toBeInTheDocument();
      const second = lastXhr();
      expect(second).not.toBe(first);
      expect(fileOf(second)).toBe('newer.png');
      await act(async () => second.respond(200, answered(id, 'f2')));
      expect(await within(scene).findByRole('img', { name: 'Image of scene 1' })).toHaveAttribute('src', '/media/f2_s.jpg');
      await waitFor(() => expect(within(scene).queryByRole('progressbar')).not.toBeInTheDocument());
      // older.png was never sent: two uploads in all.
      expect(lastXhr()).toBe(second);
      expect(toasts.filter((toast) => toast.message === 'SCENE 1 image updated')).toHaveLength(2);
    });

    it('of three files chosen at once the two newest are held: one uploads, the other waits', async () => {
      signIn(users.artist);
      const server = serveScenes(storyboarding, [aScene({ text: 'Cats purr.' })], { actions: ['editImage'] });
      const id = server.scenes()[0]._id;
      const scene = await show();
      await userEvent.upload(within(scene).getByLabelText('Upload image'), [png('a.png'), png('b.png'), png('c.png')]);
      const first = lastXhr();
      expect(fileOf(first)).toBe('b.png');
      await act(async () => first.respond(200, answered(id, 'fb')));
      expect(await within(scene).findByRole('progressbar', { name: 'Uploading c.png' })).toBeInTheDocument();
      const second = lastXhr();
      expect(fileOf(second)).toBe('c.png');
      await act(async () => second.respond(200, answered(id, 'fc')));
      await waitFor(() => expect(within(scene).queryByRole('progressbar')).not.toBeInTheDocument());
      expect(lastXhr()).toBe(second);
    });

    it('a failed upload still lets the waiting file go', async () => {
      signIn(users.artist);
      const server = serveScenes(storyboarding, [aScene({ text: 'Cats purr.' })], { actions: ['editImage'] });
      const id = server.scenes()[0]._id;
      const scene = await show();
      await userEvent.upload(within(scene).getByLabelText('Upload image'), png('bad.png'));
      const first = lastXhr();
      await userEvent.upload(within(scene).getByLabelText('Upload image'), png('good.png'));
      await act(async () => first.respond(415, { message: 'The file is not an image (jpg, png, gif or webp)' }));
      expect(await within(scene).findByRole('progressbar', { name: 'Uploading good.png' })).toBeInTheDocument();
      expect(toasts).toContainEqual({ kind: 'error', message: 'The file is not an image (jpg, png, gif or webp)' });
      await act(async () => lastXhr().respond(200, answered(id, 'fg')));
      expect(await within(scene).findByRole('img', { name: 'Image of scene 1' })).toHaveAttribute('src', '/media/fg_s.jpg');
    });
  });

  it('a file over 60 MB is refused before sending', async () => {
    signIn(users.artist);
    serveScenes(storyboarding, [aScene()], { actions: ['editImage'] });
    const scene = await show();
    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 61 * 1024 * 1024 });
    await userEvent.upload(within(scene).getByLabelText('Upload image'), big);
    expect(toasts).toContainEqual({ kind: 'error', message: 'huge.png is larger than 60 MB' });
    expect(() => lastXhr()).toThrow();
  });

  it("the server's refusal (415) is said and the image stays as it was", async () => {
    signIn(users.artist);
    serveScenes(storyboarding, [aScene()], { actions: ['editImage'] });
    const scene = await show();
    await userEvent.upload(within(scene).getByLabelText('Upload image'), new File(['x'], 'notes.png', { type: 'image/png' }));
    lastXhr().respond(415, { message: 'The file is not an image (jpg, png, gif or webp)' });
    await waitFor(() =>
      expect(toasts).toContainEqual({ kind: 'error', message: 'The file is not an image (jpg, png, gif or webp)' }),
    );
    expect(within(scene).queryByRole('img', { name: 'Image of scene 1' })).not.toBeInTheDocument();
  });

  it('remove asks first; Cancel keeps it, Yes removes it', async () => {
    signIn(users.artist);
    const server = serveScenes(storyboarding, [aScene({ image: anImage('f1') })], { actions: ['editImage'] });
    const scene = await show();
    await userEvent.click(within(scene).getByRole('button', { name: 'Remove image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the image of scene 1?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.changes()).toEqual([]);

    await userEvent.click(within(scene).getByRole('button', { name: 'Remove image' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(within(scene).queryByRole('img', { name: 'Image of scene 1' })).not.toBeInTheDocument());
    expect(server.changes()).toEqual([{ method: 'DELETE', path: `${server.scenes()[0]._id}/image`, body: undefined }]);
  });

  it('no image controls while the project is still being written', async () => {
    signIn(users.artist);
    serveScenes(aProject({ status: 'script-writing' }), [aScene({ text: 'x' })], { actions: ['editImage'] });
    const scene = await show();
    expect(within(scene).queryByRole('button', { name: 'Upload image' })).not.toBeInTheDocument();
  });

  it('clicking the image opens the gallery over the project images; arrows move on', async () => {
    signIn(users.pm);
    serveScenes(storyboarding, [aScene({ image: anImage('f1') }), aScene({ image: anImage('f2') })]);
    const scene = await show();
    await userEvent.click(within(scene).getByRole('button', { name: 'Open the image of scene 1 in the gallery' }));
    const gallery = await screen.findByRole('dialog');
    expect(within(gallery).getByRole('img')).toHaveAttribute('src', '/media/f1_l.jpg');
    await userEvent.keyboard('{ArrowRight}');
    expect(within(gallery).getByRole('img')).toHaveAttribute('src', '/media/f2_l.jpg');
  });
});

describe('likes, comments and versions', () => {
  const toasts = listen('toast');
  it('a PM likes and unlikes a scene', async () => {
    signIn(users.pm);
    const server = serveScenes(aProject(), [aScene({ text: 'x', likes: 2 })], { actions: ['likeScene'] });
    const scene = await show();
    // Its name holds the count it shows (a speech user says what they see).
    await userEvent.click(within(scene).getByRole('button', { name: 'Like scene 1 2' }));
    const unlike = await within(scene).findByRole('button', { name: 'Unlike scene 1 3' });
    expect(unlike).toHaveAttribute('aria-pressed', 'true');
    expect(unlike).toHaveTextContent('3');
    await userEvent.click(unlike);
    expect(await within(scene).findByRole('button', { name: 'Like scene 1 2' })).toHaveTextContent('2');
    const id = server.scenes()[0]._id;
    expect(server.changes().map((c) => c.path)).toEqual([`${id}/like`, `${id}/unlike`]);
  });

  it('a like shows at once while the server is slow; a second press waits for the first answer, never racing it', async () => {
    signIn(users.pm);
    const server = serveScenes(aProject(), [aScene({ text: 'x', likes: 2 })], { actions: ['likeScene'] });
    // The server holds its answers to changes until released.
    const served = globalThis.fetch;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    globalThis.fetch = ((path: string, init?: RequestInit) =>
      init?.method === 'POST' ? held.then(() => served(path, init)) : served(path, init)) as typeof fetch;
    const scene = await show();
    await userEvent.click(within(scene).getByRole('button', { name: 'Like scene 1 2' }));
    const unlike = within(scene).getByRole('button', { name: 'Unlike scene 1 3' });
    expect(unlike).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(unlike);
    expect(within(scene).getByRole('button', { name: 'Like scene 1 2' })).toHaveAttribute('aria-pressed', 'false');

    await act(async () => release());
    const id = server.scenes()[0]._id;
    await waitFor(() => expect(server.changes().map((c) => c.path)).toEqual([`${id}/like`, `${id}/unlike`]));
    expect(await within(scene).findByRole('button', { name: 'Like scene 1 2' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("a refused like goes back with the server's sentence", async () => {
    signIn(users.pm);
    serveScenes(aProject(), [aScene({ text: 'x', likes: 2 })], { actions: ['likeScene'] });
    const served = globalThis.fetch;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    globalThis.fetch = ((path: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? held.then(() => replyWith({ status: 403, body: { message: 'Only PMs may like a scene' } }))
        : served(path, init)) as typeof fetch;
    const scene = await show();
    await userEvent.click(within(scene).getByRole('button', { name: 'Like scene 1 2' }));
    expect(within(scene).getByRole('button', { name: 'Unlike scene 1 3' })).toHaveAttribute('aria-pressed', 'true');

    await act(async () => release());
    expect(await within(scene).findByRole('button', { name: 'Like scene 1 2' })).toHaveAttribute('aria-pressed', 'false');
    expect(toasts).toContainEqual({ kind: 'error', message: 'Only PMs may like a scene' });
  });

  it('others see no like button', async () => {
    signIn(users.scripter);
    serveScenes(aProject(), [aScene({ text: 'x', likes: 2 })], { actions: ['editText'] });
    const scene = await show();
    expect(within(scene).queryByRole('button', { name: /Like scene/ })).not.toBeInTheDocument();
  });

  it('the versions side modal lists who changed what, or says "Nothing here"', async () => {
    signIn(users.pm);
    const first = aScene({ text: 'x' });
    const second = aScene({ text: 'y' });
    serveScenes(aProject(), [first, second], {
      actions: ['readVersions'],
      override: (path) => {
        if (path === `/api/scenes/${first._id}/versions`)
          return {
            body: {
              versions: [
                {
                  _id: 'v1',
                  sceneId: first._id,
                  type: 'text',
                  title: 'Text edited',
                  text: 'x',
                  image: null,
                  user: { _id: 'u-pm', name: 'Pat PM', picture: null },
                  created: new Date().toISOString(),
                },
              ],
              skip: 0,
              hasMore: false,
            },
          };
        if (path === `/api/scenes/${second._id}/versions`) return { body: { versions: [], skip: 0, hasMore: false } };
        return undefined;
      },
    });
    const scene = await show();
    await userEvent.click(within(scene).getByRole('button', { name: 'Versions of scene 1' }));
    const modal = await screen.findByRole('dialog', { name: 'Scene 1 versions' });
    expect(await within(modal).findByText('Text edited')).toBeInTheDocument();
    expect(within(modal).getByText(/Pat PM/)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(
      within(screen.getByRole('article', { name: 'Scene 2' })).getByRole('button', { name: 'Versions of scene 2' }),
    );
    expect(
      await within(await screen.findByRole('dialog', { name: 'Scene 2 versions' })).findByText('Nothing here'),
    ).toBeInTheDocument();
  });

  it('the versions side modal pages: Load More asks for the next page and adds it under the first', async () => {
    signIn(users.pm);
    const only = aScene({ text: 'x' });
    const version = (n: number) => ({
      _id: `v${n}`,
      sceneId: only._id,
      type: 'text',
      title: 'Text edited',
      text: `Take ${n}`,
      image: null,
      user: { _id: 'u-pm', name: 'Pat PM', picture: null },
      created: new Date().toISOString(),
    });
    const asked: string[] = [];
    serveScenes(aProject(), [only], {
      actions: ['readVersions'],
      override: (path, call) => {
        if (path !== `/api/scenes/${only._id}/versions`) return undefined;
        const query = new URL(call.url, 'http://x').searchParams;
        const skip = Number(query.get('skip'));
        const limit = Number(query.get('limit'));
        asked.push(`${skip}+${limit}`);
        const all = Array.from({ length: 25 }, (_, index) => version(25 - index));
        const versions = all.slice(skip, skip + limit);
        return { body: { versions, skip: skip + versions.length, hasMore: skip + limit < all.length } };
      },
    });
    const scene = await show();
    await userEvent.click(within(scene).getByRole('button', { name: 'Versions of scene 1' }));
    const modal = await screen.findByRole('dialog', { name: 'Scene 1 versions' });
    expect(await within(modal).findByText('Take 25')).toBeInTheDocument();
    expect(within(modal).queryByText('Take 5')).not.toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'Load More' }));
    expect(await within(modal).findByText('Take 1')).toBeInTheDocument();
    expect(within(modal).getByText('Take 25')).toBeInTheDocument();
    expect(within(modal).getAllByRole('listitem')).toHaveLength(25);
    expect(within(modal).queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(asked).toEqual(['0+20', '20+20']);
  });

  it('each scene shows its comment count, and the link opens the comments side modal on that scene', async () => {
    signIn(users.pm);
    const first = aScene({ text: 'x', commentCounts: { total: 2, byTag: { '': 1, private: 1 } } });
    const second = aScene({ text: 'y' });
    serveScenes(aProject(), [first, second], { actions: ['readVersions', 'editText'] });
    const scene = await show();
    // The name is the scene's own (two scenes on one screen are two different links), starting with what it shows.
    const link = within(scene).getByRole('link', { name: '2 comments on scene 1: open the comments' });
    expect(link).toHaveTextContent('2');
    const other = screen.getByRole('article', { name: 'Scene 2' });
    expect(within(other).getByRole('link', { name: '0 comments on scene 2: open the comments' })).toHaveTextContent('0');

    await userEvent.click(link);
    expect(screen.getByTestId('address')).toHaveTextContent(`/app/projects/${P}/scenes?comments=${first._id}`);
  });
});

describe('credits', () => {
  const toasts = listen('toast');

  it('a PM edits and deletes the credits (deleting asks first)', async () => {
    signIn(users.pm);
    const project = aProject({ credits: 'Voice: Vic' });
    serveScenes(project, [], {
      actions: ['editCredits'],
      onProjectChange: (path, call, current) =>
        call.method === 'DELETE'
          ? { message: 'Deleted credits', project: { ...current, credits: '' } }
          : { message: 'Updated credits', project: { ...current, credits: (call.body as { credits: string }).credits } },
    });
    renderAt(`/app/projects/${P}/scenes`, <AppRoutes />);
    const box = await screen.findByRole('region', { name: 'Credits' });
    await userEvent.click(within(box).getByRole('button', { name: 'Edit credits' }));
    const field = within(box).getByRole('textbox', { name: 'Credits' });
    await userEvent.type(field, '{Enter}Music: Mo  ');
    await userEvent.click(within(box).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'Updated credits' }));
    expect(within(box).getByText(/Music: Mo/)).toBeInTheDocument();

    await userEvent.click(within(box).getByRole('button', { name: 'Delete credits' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete the credits?' })).getByRole('button', { name: 'Yes, delete' }),
    );
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'Deleted credits' }));
  });
});
