import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listen, users } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { AppRoutes } from '../AppRoutes';
import { aProject, PROJECT_ID as P, signIn } from '../project/test-support/project';
import { ERASER_WEIGHT, PEN_WEIGHT } from 'shared-ui/sketch';
import { aScene, anImage, serveScenes } from './test-support/scenes';

// jsdom draws nothing: a canvas context that records each stroke's weight and mode, and a fixed PNG.
type Drawn = { lineWidth: number; mode: string; points: number };
let drawn: Drawn[] = [];
let cleared = 0;
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

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
  drawn = [];
  cleared = 0;
  let points = 0;
  const context = {
    lineWidth: 1,
    lineCap: 'butt',
    lineJoin: 'miter',
    strokeStyle: '#000',
    globalCompositeOperation: 'source-over',
    save: jest.fn(),
    restore: jest.fn(),
    beginPath: () => {
      points = 0;
    },
    moveTo: () => {
      points += 1;
    },
    lineTo: () => {
      points += 1;
    },
    stroke() {
      drawn.push({ lineWidth: this.lineWidth, mode: this.globalCompositeOperation, points });
    },
    clearRect: () => {
      cleared += 1;
      drawn = [];
    },
    drawImage: jest.fn(),
  };
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as never);
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => PNG);
});
afterEach(() => jest.restoreAllMocks());

const storyboarding = aProject({ status: 'storyboarding' });
const open = async () => {
  renderAt(`/app/projects/${P}/scenes`, <AppRoutes />);
  const scene = await screen.findByRole('article', { name: 'Scene 1' });
  await userEvent.click(within(scene).getByRole('button', { name: 'Sketch on scene 1' }));
  return screen.findByRole('dialog', { name: 'Sketch: scene 1' });
};
const stroke = (canvas: HTMLElement, from: [number, number], to: [number, number]) => {
  canvas.getBoundingClientRect = () => ({ left: 0, top: 0, width: 480, height: 270 }) as DOMRect;
  fireEvent.pointerDown(canvas, { clientX: from[0], clientY: from[1] });
  fireEvent.pointerMove(canvas, { clientX: (from[0] + to[0]) / 2, clientY: (from[1] + to[1]) / 2 });
  fireEvent.pointerMove(canvas, { clientX: to[0], clientY: to[1] });
  fireEvent.pointerUp(canvas, { clientX: to[0], clientY: to[1] });
};

describe('sketcher', () => {
  const toasts = listen('toast');

  it('draws with the pen (weight 2) and the eraser (weight 30); Undo takes the last stroke away', async () => {
    signIn(users.artist);
    serveScenes(storyboarding, [aScene({ image: anImage('f1') })], { actions: ['editSketch'] });
    const dialog = await open();
    const canvas = within(dialog).getByRole('img', { name: 'Sketch canvas. Draw with a mouse, pen or finger.' });
    expect(within(dialog).getByRole('button', { name: 'Pen' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: 'Undo' })).toBeDisabled();

    stroke(canvas, [10, 10], [100, 50]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eraser' }));
    expect(within(dialog).getByRole('button', { name: 'Eraser' })).toHaveAttribute('aria-pressed', 'true');
    stroke(canvas, [50, 20], [60, 30]);
    await waitFor(() =>
      expect(drawn).toEqual([
        { lineWidth: PEN_WEIGHT, mode: 'source-over', points: 3 },
        { lineWidth: ERASER_WEIGHT, mode: 'destination-out', points: 3 },
      ]),
    );
    expect(PEN_WEIGHT).toBe(2);
    expect(ERASER_WEIGHT).toBe(30);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(drawn).toEqual([{ lineWidth: PEN_WEIGHT, mode: 'source-over', points: 3 }]));
    expect(cleared).toBeGreaterThan(0);
  });

  it('Save sends the canvas as a PNG data URL, says "Sketch saved" and shows the sketch', async () => {
    signIn(users.artist);
    const server = serveScenes(storyboarding, [aScene({ image: anImage('f1') })], {
      actions: ['editSketch'],
      override: (path, call) => (path.endsWith('/sketch') && call.method === 'GET' ? { body: { dataUrl: PNG } } : undefined),
    });
    const dialog = await open();
    stroke(within(dialog).getByRole('img', { name: /Sketch canvas/ }), [10, 10], [20, 20]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save sketch' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'Sketch saved' }));
    expect(server.changes()).toEqual([{ method: 'POST', path: `${server.scenes()[0]._id}/sketch`, body: { dataUrl: PNG } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sceneId = server.scenes()[0]._id;
    expect(await screen.findByRole('img', { name: 'Sketch of scene 1' })).toHaveAttribute(
      'src',
      `/media/sketch-${sceneId}_s.jpg`,
    );
  });

  it('Save answers at once: busy (aria-busy) until the server has the sketch (issue 28)', async () => {
    signIn(users.artist);
    serveScenes(storyboarding, [aScene({ image: anImage('f1') })], {
      actions: ['editSketch'],
      override: (path, call) => (path.endsWith('/sketch') && call.method === 'GET' ? { body: { dataUrl: PNG } } : undefined),
    });
    const dialog = await open();
    const served = globalThis.fetch;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    globalThis.fetch = ((path: string, init?: RequestInit) =>
      init?.method === 'POST' ? held.then(() => served(path, init)) : served(path, init)) as typeof fetch;
    stroke(within(dialog).getByRole('img', { name: /Sketch canvas/ }), [10, 10], [20, 20]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save sketch' }));
    expect(within(dialog).getByRole('button', { name: 'Save sketch' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => release());
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'Sketch saved' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the list shows saved sketches from its one answer, with no request per scene', async () => {
    signIn(users.pm);
    const scenes = [0, 1, 2].map((position) => aScene({ position, hasSketch: true, sketch: anImage(`s${position}`) }));
    const server = serveScenes(storyboarding, scenes, { actions: [] });
    renderAt(`/app/projects/${P}/scenes`, <AppRoutes />);
    expect(await screen.findByRole('img', { name: 'Sketch of scene 3' })).toHaveAttribute('src', '/media/s2_s.jpg');
    expect(screen.getByRole('img', { name: 'Sketch of scene 1' })).toHaveAttribute('src', '/media/s0_s.jpg');
    expect(server.calls.filter((call) => call.url.includes('/sketch'))).toEqual([]);
  });

  it('a saved sketch is loaded to draw on again', async () => {
    // jsdom loads no images: an image "loads" as soon as it gets its source.
    const descriptor = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src') as PropertyDescriptor;
    jest.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLImageElement, value: string) {
      descriptor.set?.call(this, value);
      setTimeout(() => this.onload?.(new Event('load')));
    });
    signIn(users.artist);
    const server = serveScenes(storyboarding, [aScene({ hasSketch: true, sketch: anImage('old') })], {
      actions: ['editSketch'],
      override: (path, call) => (path.endsWith('/sketch') && call.method === 'GET' ? { body: { dataUrl: PNG } } : undefined),
    });
    const dialog = await open();
    expect(await within(dialog).findByRole('img', { name: /Sketch canvas/ })).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'GET' && call.url.endsWith('/sketch'))).toBe(true);
    const context = document.createElement('canvas').getContext('2d') as unknown as { drawImage: jest.Mock };
    await waitFor(() => expect(context.drawImage).toHaveBeenCalledWith(expect.any(HTMLImageElement), 0, 0, 960, 540));
  });

  it('no sketch button without editSketch', async () => {
    signIn(users.pm);
    serveScenes(storyboarding, [aScene({ image: anImage('f1') })]);
    renderAt(`/app/projects/${P}/scenes`, <AppRoutes />);
    const scene = await screen.findByRole('article', { name: 'Scene 1' });
    expect(within(scene).queryByRole('button', { name: /Sketch on/ })).not.toBeInTheDocument();
  });
});
