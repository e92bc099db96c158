import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, users } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { AppRoutes } from '../AppRoutes';
import { signIn } from '../project/test-support/project';
import { anImage } from '../scenes/test-support/scenes';
import type { BravoDrawing } from '../scenes';

const drawing = (n: number): BravoDrawing => ({
  sceneId: `scene-${n}`,
  projectId: 'p1',
  projectTitle: 'Why cats purr',
  position: n - 1,
  image: anImage(`d${n}`),
  likes: n,
  lastLiked: '2024-03-01T10:00:00.000Z',
});

describe('Bravo board', () => {
  it('says where drawings will appear while nobody liked any', async () => {
    signIn(users.artist);
    mockFetch(() => ({ body: { drawings: [], skip: 0, hasMore: false } }));
    renderAt('/app/bravo', <AppRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bravo Board' })).toBeInTheDocument();
    expect(await screen.findByText('Here will appear your drawings liked by other people')).toBeInTheDocument();
  });

  it('lists my liked drawings, loads more, and opens one in the gallery', async () => {
    signIn(users.artist);
    const calls = mockFetch((url) => {
      const skip = Number(url.searchParams.get('skip') ?? 0);
      return skip === 0
        ? { body: { drawings: [drawing(1), drawing(2)], skip: 0, hasMore: true } }
        : { body: { drawings: [drawing(3)], skip, hasMore: false } };
    });
    renderAt('/app/bravo', <AppRoutes />);
    expect(await screen.findByRole('button', { name: /^Why cats purr, scene 1 \d+ likes/ })).toBeInTheDocument();
    expect(screen.getByText('2 likes')).toBeInTheDocument();
    expect(calls[0].url).toBe('/api/scenes/bravo?limit=24&skip=0');

    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('button', { name: /^Why cats purr, scene 3 \d+ likes/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: /^Why cats purr, scene 2 \d+ likes/ }));
    const gallery = await screen.findByRole('dialog');
    expect(within(gallery).getByRole('img')).toHaveAttribute('src', '/media/d2_l.jpg');
    await userEvent.keyboard('{ArrowRight}');
    expect(within(gallery).getByRole('img')).toHaveAttribute('src', '/media/d3_l.jpg');
  });
});
