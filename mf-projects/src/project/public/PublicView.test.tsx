import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideRemoteLoader } from 'shared-api';
import { renderAt } from 'shared-ui/test-support';
import { setLocale } from 'shared-ui';
import { AppRoutes } from '../../AppRoutes';
import type { PublicView } from '../api/get-public-view';
import { anImage } from '../../scenes/test-support/scenes';
import { aPublicProject, PROJECT_ID as P, serveProject, signIn } from '../test-support/project';

provideRemoteLoader(() => new Promise(() => undefined));

beforeEach(() => {
  window.scrollTo = jest.fn();
});

const image = anImage;

const VIEW: PublicView = {
  scenes: [
    {
      _id: 's1',
      position: 0,
      text: 'Owls hoot at night.',
      image: image('f-image'),
      sketch: image('f-sketch'),
      frames: [image('f-frame-1'), image('f-frame-2')],
    },
    { _id: 's2', position: 1, text: 'Nobody knows why.', image: null, sketch: null, frames: [] },
  ],
  covers: [{ platforms: ['fb', 'yt'], image: image('f-cover') }],
  titles: [{ platforms: ['yt'], text: 'Why owls hoot' }],
  videos: [{ platform: 'yt', url: 'https://www.youtube.com/embed/dQw4w9WgXcQ' }],
};

const serve = (view: PublicView = VIEW) =>
  serveProject(aPublicProject({ status: 'launched' }), {
    other: (url) =>
      url.pathname === `/api/projects/${P}/public`
        ? { body: { publicView: view } }
        : { status: 404, body: { message: 'Not found' } },
  });

describe('the public view of a published project (issue 28)', () => {
  it('an anonymous visitor reads the scenes with their images and storyboard, the chosen covers and titles and the video', async () => {
    signIn(null);
    serve();
    renderAt(`/app/projects/${P}/scenes`, <AppRoutes />);
    const scenes = await screen.findByRole('region', { name: 'Scenes' });
    const first = within(scenes).getByRole('article', { name: 'Scene 1' });
    expect(first).toHaveTextContent('Owls hoot at night.');
    expect(within(first).getByRole('img', { name: 'Image of scene 1' })).toHaveAttribute('src', '/media/f-image_s.jpg');
    expect(within(first).getByRole('img', { name: 'Sketch of scene 1' })).toBeInTheDocument();
    const frames = within(first).getByRole('list', { name: 'Storyboard of scene 1' });
    expect(
      within(frames)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Scene 1, frame 1', 'Scene 1, frame 2']);
    expect(within(scenes).getByRole('article', { name: 'Scene 2' })).toHaveTextContent('Nobody knows why.');

    const media = screen.getByRole('region', { name: 'Covers and titles' });
    expect(within(media).getByRole('img', { name: 'Cover for Facebook, YouTube' })).toHaveAttribute(
      'src',
      '/media/f-cover_s.jpg',
    );
    expect(within(media).getByRole('heading', { name: 'Title for YouTube' })).toBeInTheDocument();
    expect(media).toHaveTextContent('Why owls hoot');
    expect(screen.getByTitle('Video on YouTube')).toHaveAttribute('src', VIEW.videos[0].url);

    // Read only: no text boxes, no editing buttons; the image opens larger.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Open the image of scene 1',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Open the image of scene 1' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('without covers, titles or videos shows only the scenes', async () => {
    signIn(null);
    serve({ scenes: [], covers: [], titles: [], videos: [] });
    renderAt(`/app/projects/${P}/scenes`, <AppRoutes />);
    expect(await screen.findByText('No scenes yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Covers and titles' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Video' })).not.toBeInTheDocument();
  });

  it('reads in Thai', async () => {
    await setLocale('th');
    signIn(null);
    serve();
    renderAt(`/app/projects/${P}/scenes`, <AppRoutes />);
    const scenes = await screen.findByRole('region', { name: 'ฉาก' });
    expect(within(scenes).getByRole('img', { name: 'ภาพของฉาก 1' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'ภาพปกสำหรับ Facebook, YouTube' })).toBeInTheDocument();
    await setLocale('en');
  });
});
