import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideRemoteLoader, type RemoteModuleLoader } from 'shared-api';
import { listen, users } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { AppRoutes } from '../AppRoutes';
import { aCollab, aProject, PROJECT_ID as P, signIn } from '../project/test-support/project';
import { aScene, anImage, serveScenes } from '../scenes/test-support/scenes';
import { FRAME_INTERVAL } from './BoardSection';

// The page's loader: the discussion under the chosen scene is mf-feed's comments panel (a stand-in that never loads).
const load = jest.fn(() => new Promise(() => undefined));
provideRemoteLoader(load as unknown as RemoteModuleLoader);

beforeEach(() => {
  window.scrollTo = jest.fn();
});

const artistProject = aProject({ status: 'storyboarding', collabs: [aCollab({ _id: users.artist._id, pm: false })] });
const framed = (text: string, ...ids: string[]) =>
  aScene({
    text,
    image: anImage(`${ids[0] ?? 'none'}`),
    board: { bg: 'Forest', voice: '', action: '', note: '', frames: ids.map(anImage) },
  });
const show = async () => {
  renderAt(`/app/projects/${P}/sb`, <AppRoutes />);
  return screen.findByRole('region', { name: 'Storyboard' });
};

describe('board view', () => {
  const toasts = listen('toast');

  it('the scene strip chooses the scene; its frames and texts show', async () => {
    signIn(users.artist);
    serveScenes(artistProject, [framed('One', 'a1', 'a2'), framed('Two', 'b1')]);
    const board = await show();
    const strip = within(board).getByRole('navigation', { name: 'Scenes' });
    // The strip says how many scenes it holds, so scenes beyond those in view are not a surprise (issue 28).
    expect(strip).toHaveAccessibleDescription('2 scenes: scroll the strip sideways to see them all');
    expect(within(strip).getByRole('button', { name: 'Scene 1' })).toHaveAttribute('aria-current', 'true');
    expect(within(board).getByRole('img', { name: 'Frame 1 of 2' })).toHaveAttribute('src', '/media/a1_s.jpg');
    expect(within(board).getByText('Forest')).toBeInTheDocument();

    await userEvent.click(within(strip).getByRole('button', { name: 'Scene 2' }));
    expect(within(board).getByRole('heading', { name: 'Scene 2' })).toBeInTheDocument();
    expect(within(board).getByRole('img', { name: 'Frame 1 of 1' })).toHaveAttribute('src', '/media/b1_s.jpg');
  });

  it('Play cycles the frames and Stop halts them', async () => {
    signIn(users.artist);
    serveScenes(artistProject, [framed('One', 'a1', 'a2', 'a3')]);
    const board = await show();
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(within(board).getByRole('button', { name: 'Play' }));
      await act(async () => void jest.advanceTimersByTime(FRAME_INTERVAL));
      expect(within(board).getByRole('img', { name: 'Frame 2 of 3' })).toHaveAttribute('src', '/media/a2_s.jpg');
      await act(async () => void jest.advanceTimersByTime(FRAME_INTERVAL * 2));
      expect(within(board).getByRole('img', { name: 'Frame 1 of 3' })).toBeInTheDocument();
      await user.click(within(board).getByRole('button', { name: 'Stop' }));
      await act(async () => void jest.advanceTimersByTime(FRAME_INTERVAL * 3));
      expect(within(board).getByRole('img', { name: 'Frame 1 of 3' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('who may edit the board writes the voice and note and saves only what changed', async () => {
    signIn(users.artist);
    const server = serveScenes(artistProject, [framed('One', 'a1')], { actions: ['editBoard'] });
    const board = await show();
    await userEvent.type(within(board).getByRole('textbox', { name: 'Voice' }), 'Soft');
    await userEvent.type(within(board).getByRole('textbox', { name: 'Note' }), 'Slow pan ');
    await userEvent.click(within(board).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'Changes have been saved' }));
    expect(server.changes()).toEqual([
      { method: 'POST', path: `${server.scenes()[0]._id}/board`, body: { voice: 'Soft', note: 'Slow pan' } },
    ]);
    await waitFor(() => expect(within(board).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
  });

  it('a frame is removed by sending the frames without it', async () => {
    signIn(users.artist);
    const server = serveScenes(artistProject, [framed('One', 'a1', 'a2')], { actions: ['editBoard'] });
    const board = await show();
    await userEvent.click(within(board).getByRole('button', { name: 'Remove image: Frame 1 of 2' }));
    await waitFor(() => expect(server.changes()).toHaveLength(1));
    expect(server.changes()[0].body).toEqual({ frames: ['a2'] });
    expect(await within(board).findByRole('img', { name: 'Frame 1 of 1' })).toHaveAttribute('src', '/media/a2_s.jpg');
  });

  it('readers see the texts without text boxes and no Save', async () => {
    signIn(users.pm);
    serveScenes(aProject({ status: 'production' }), [framed('One', 'a1')]);
    const board = await show();
    expect(within(board).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(board).getByRole('heading', { name: 'Background' })).toBeInTheDocument();
  });

  it("the chosen scene's discussion is the comments panel on that scene, as a thread", async () => {
    signIn(users.artist);
    serveScenes(artistProject, [framed('One', 'a1')]);
    const board = await show();
    expect(within(board).getByRole('region', { name: 'Discussion of scene 1' })).toBeInTheDocument();
    await waitFor(() => expect(load).toHaveBeenCalledWith('mf-feed/CommentsPanel'));
  });
});
