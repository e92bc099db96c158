import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listen, users } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { AppRoutes } from '../AppRoutes';
import { aProject, PROJECT_ID as P, signIn } from '../project/test-support/project';
import { MARKER_SAVE_DELAY } from './markers';
import { aScene, anImage, serveScenes } from './test-support/scenes';

// jsdom has no PointerEvent: a mouse event with a pointer id stands in (fireEvent then carries clientX and clientY).
class PointerEventStandIn extends MouseEvent {
  pointerId: number;
  constructor(type: string, init: MouseEventInit & { pointerId?: number } = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
  }
}

beforeAll(() => {
  if (!('PointerEvent' in window))
    Object.defineProperty(window, 'PointerEvent', { value: PointerEventStandIn, configurable: true });
});

beforeEach(() => {
  window.scrollTo = jest.fn();
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

const withNumbers = aProject({ status: 'storyboarding', storyboardNumbers: true });
const show = async () => {
  renderAt(`/app/projects/${P}/scenes`, <AppRoutes />);
  return screen.findByRole('article', { name: 'Scene 1' });
};
const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const wait = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

describe('number markers', () => {
  const toasts = listen('toast');

  it('placed from the palette and moved by keyboard: saved once, 1 s after the last move', async () => {
    signIn(users.artist);
    const server = serveScenes(withNumbers, [aScene({ image: anImage('f1') })], { actions: ['editNumbers'] });
    const scene = await show();
    const u = user();
    await u.click(within(scene).getByRole('button', { name: 'Place number 3' }));
    const marker = within(scene).getByRole('button', { name: /^Number 3:/ });
    marker.focus();
    await u.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    expect(marker).toHaveAccessibleName('Number 3: 31% across, 18% down. Arrow keys move it, Delete removes it.');
    expect(server.changes()).toEqual([]);
    // Said at once, before the save goes (issue 28).
    expect(within(scene).getByRole('status')).toHaveTextContent('Saving the numbers…');

    await wait(MARKER_SAVE_DELAY);
    await act(async () => undefined);
    const id = server.scenes()[0]._id;
    expect(server.changes()).toEqual([{ method: 'POST', path: `${id}/numbers`, body: { numbers: { 3: { x: 31, y: 18 } } } }]);
    await act(async () => undefined);
    expect(toasts).toContainEqual({ kind: 'success', message: 'Saved scene numbers' });
    expect(within(scene).getByRole('status')).toHaveTextContent('Numbers saved');
  });

  it('dragged with a pointer: its place is in percent of the image, saved 1 s after the drop', async () => {
    signIn(users.artist);
    const server = serveScenes(withNumbers, [aScene({ image: anImage('f1'), numbers: { '2.4': { x: 10, y: 10 } } })], {
      actions: ['editNumbers'],
    });
    const scene = await show();
    const marker = within(scene).getByRole('button', { name: /^Number 2\.4:/ });
    const stage = marker.parentElement as HTMLElement;
    stage.getBoundingClientRect = () => ({ left: 100, top: 50, width: 400, height: 200 }) as DOMRect;

    fireEvent.pointerDown(marker, { pointerId: 1, clientX: 140, clientY: 70 });
    fireEvent.pointerMove(marker, { pointerId: 1, clientX: 300, clientY: 150 });
    fireEvent.pointerUp(marker, { pointerId: 1, clientX: 400, clientY: 200 });
    expect(marker).toHaveStyle({ left: '75%', top: '75%' });
    expect(server.changes()).toEqual([]);
    await wait(MARKER_SAVE_DELAY);
    await act(async () => undefined);
    expect(server.changes()).toEqual([
      { method: 'POST', path: `${server.scenes()[0]._id}/numbers`, body: { numbers: { '2.4': { x: 75, y: 75 } } } },
    ]);
  });

  it('sub-numbers of a marker, and Reset after a confirmation sends no numbers', async () => {
    signIn(users.artist);
    const server = serveScenes(withNumbers, [aScene({ image: anImage('f1'), numbers: { 1: { x: 5, y: 5 } } })], {
      actions: ['editNumbers'],
    });
    const scene = await show();
    const u = user();
    await u.click(within(scene).getByRole('button', { name: 'Place number 1' }));
    const subs = within(scene).getByRole('group', { name: 'Sub-numbers of 1' });
    expect(within(subs).getAllByRole('button')).toHaveLength(9);
    await u.click(within(subs).getByRole('button', { name: 'Place number 1.2' }));
    expect(within(scene).getByRole('button', { name: /^Number 1\.2:/ })).toBeInTheDocument();

    await u.click(within(scene).getByRole('button', { name: 'Reset numbers' }));
    await u.click(
      within(await screen.findByRole('dialog', { name: 'Remove every number from scene 1?' })).getByRole('button', {
        name: 'Yes, reset',
      }),
    );
    await act(async () => undefined);
    expect(server.changes()).toEqual([{ method: 'POST', path: `${server.scenes()[0]._id}/numbers`, body: { numbers: {} } }]);
    expect(within(scene).queryByRole('button', { name: /^Number 1/ })).not.toBeInTheDocument();
  });

  it("hidden when the header's storyboard numbers are off; read-only without editNumbers", async () => {
    signIn(users.pm);
    serveScenes(aProject({ status: 'storyboarding', storyboardNumbers: false }), [
      aScene({ image: anImage('f1'), numbers: { 1: { x: 5, y: 5 } } }),
    ]);
    const scene = await show();
    expect(within(scene).queryByRole('button', { name: /^Number 1/ })).not.toBeInTheDocument();
  });

  it('read-only without editNumbers: shown, not movable, no palette', async () => {
    signIn(users.pm);
    serveScenes(withNumbers, [aScene({ image: anImage('f1'), numbers: { 1: { x: 5, y: 5 } } })]);
    const scene = await show();
    expect(within(scene).getByRole('button', { name: /^Number 1:/ })).toBeDisabled();
    expect(within(scene).queryByRole('group', { name: /Numbers to place/ })).not.toBeInTheDocument();
  });
});
