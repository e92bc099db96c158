/**
 * Test helpers for the scenes: scenes as GET /api/projects/{id}/scenes presents them, and a server holding a project
 * and its scenes that answers the scene calls the way the server's routes do (docs/api.md "Scenes").
 */
import { countCharacters, countWords, type Project } from 'shared-api';
import type { FakeReply, FetchCall } from 'shared-api/test-support';
import { PROJECT_ID, serveProject, type ChangeHandler } from '../../project/test-support/project';
import type { Scene, SceneAction, SceneImage, ScenesAnswer, SceneStatus } from '../api/types';

export const anImage = (fileId: string): SceneImage => ({
  fileId,
  name: `${fileId}.png`,
  ext: 'png',
  thumb: `/media/${fileId}_t.jpg`,
  small: `/media/${fileId}_s.jpg`,
  large: `/media/${fileId}_l.jpg`,
  width: 480,
  height: 270,
});

let next = 0;
export function aScene(overrides: Partial<Scene> = {}): Scene {
  next += 1;
  const id = `5c000000-0000-4000-8000-${String(next).padStart(12, '0')}`;
  return {
    _id: id,
    projectId: PROJECT_ID,
    position: 0,
    text: '',
    status: null,
    image: null,
    imageBy: null,
    numbers: {},
    hasSketch: false,
    sketch: null,
    likes: 0,
    likedByMe: false,
    board: { bg: '', voice: '', action: '', note: '', frames: [] },
    versionCount: 0,
    created: '2024-03-01T10:00:00.000Z',
    updated: '2024-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** Scenes with these texts, in order. */
export const scenesWith = (...texts: string[]) => texts.map((text, position) => aScene({ text, position }));

export type ScenesServer = {
  calls: FetchCall[];
  /** The scene calls that changed something, as `{ method, path, body }` relative to /api/projects/{id}/scenes. */
  changes(): { method: string; path: string; body: unknown }[];
  scenes(): Scene[];
};

export type ServeScenesOptions = {
  actions?: SceneAction[];
  settableStatuses?: SceneStatus[];
  /** Answers a call first (by its full path); return undefined to let the fake server answer. */
  override?: (pathname: string, call: FetchCall) => FakeReply | undefined;
  /** Answers the project's other changes (credits). */
  onProjectChange?: ChangeHandler;
  /** The server's risky words: a text matching it makes `demonProof` false (none: every text is proof). */
  riskyWords?: RegExp;
};

/** A server holding `project` and `scenes` (the caller may do `actions`). */
export function serveScenes(project: Project, scenes: Scene[], options: ServeScenesOptions = {}): ScenesServer {
  let current = scenes.map((scene, position) => ({ ...scene, position }));
  const actions = options.actions ?? [];
  const base = `/api/projects/${project._id}/scenes`;
  const counts = () => {
    const text = current.map((scene) => scene.text).join(' ');
    return {
      wordCount: countWords(text),
      characterCount: countCharacters(text),
      sceneCount: current.length,
      demonProof: !options.riskyWords?.test(text),
    };
  };
  const put = (scene: Scene) => {
    current = current.map((each) => (each._id === scene._id ? scene : each));
    return scene;
  };
  const handle = (url: URL, call: FetchCall): FakeReply => {
    const answered = options.override?.(url.pathname, call);
    if (answered) return answered;
    if (!url.pathname.startsWith(base)) return { status: 404, body: { message: 'Not found' } };
    const path = url.pathname.slice(base.length + 1);
    const body = (call.body ?? {}) as Record<string, unknown>;
    if (path === '' && call.method === 'GET') {
      const status = url.searchParams.get('sceneStatus');
      const answer: ScenesAnswer = {
        scenes: status ? current.filter((scene) => scene.status === status) : current,
        ...counts(),
        actions,
        settableStatuses: options.settableStatuses ?? [],
      };
      return { body: answer };
    }
    if (path === '' && call.method === 'POST') {
      const scene = aScene({ position: current.length });
      current = [...current, scene];
      return { status: 201, body: { message: 'Scene added', scene, ...counts() } };
    }
    if (path === 'sort') {
      const { from, to } = body as { from: number; to: number };
      const order = [...current];
      const [moved] = order.splice(from, 1);
      order.splice(to, 0, moved);
      current = order.map((scene, position) => ({ ...scene, position }));
      return { body: { message: 'Updated scene order', order: current.map((scene) => scene._id) } };
    }
    const [sceneId, tail = ''] = path.split('/');
    const scene = current.find((each) => each._id === sceneId);
    if (!scene) return { status: 404, body: { message: 'Scene not found' } };
    if (tail === '' && call.method === 'POST') {
      const saved = put({ ...scene, text: String(body.text).trim() });
      return { body: { message: 'Changes have been saved', scene: saved, ...counts() } };
    }
    if (tail === '' && call.method === 'DELETE') {
      if (scene.text.trim()) return { status: 409, body: { message: 'Can not remove scene with text' } };
      current = current.filter((each) => each._id !== sceneId).map((each, position) => ({ ...each, position }));
      return { body: { message: 'Scene removed', ...counts() } };
    }
    if (tail === 'image' && call.method === 'DELETE')
      return { body: { message: 'Image removed', scene: put({ ...scene, image: null }) } };
    if (tail === 'numbers')
      return { body: { message: 'Saved scene numbers', scene: put({ ...scene, numbers: body.numbers as Scene['numbers'] }) } };
    if (tail === 'sketch' && call.method === 'POST')
      return {
        body: { message: 'Sketch saved', scene: put({ ...scene, hasSketch: true, sketch: anImage(`sketch-${sceneId}`) }) },
      };
    if (tail === 'sketch') return { body: { dataUrl: null } };
    if (tail === 'status')
      return { body: { message: 'Scene status updated', scene: put({ ...scene, status: body.status as SceneStatus | null }) } };
    if (tail === 'like' || tail === 'unlike') {
      const liked = tail === 'like';
      const likes = scene.likes + (liked === scene.likedByMe ? 0 : liked ? 1 : -1);
      return { body: { message: liked ? 'Liked' : 'Unliked', scene: put({ ...scene, likedByMe: liked, likes }) } };
    }
    if (tail === 'board') {
      const { frames, ...texts } = body as { frames?: string[] };
      const board = {
        ...scene.board,
        ...texts,
        ...(frames ? { frames: frames.map((id) => scene.board.frames.find((f) => f.fileId === id) ?? anImage(id)) } : {}),
      };
      return { body: { message: 'Changes have been saved', scene: put({ ...scene, board }) } };
    }
    return { status: 404, body: { message: 'Not found' } };
  };
  const calls = serveProject(project, {
    onChange: (path, call, currentProject) =>
      path.startsWith('scenes')
        ? handle(new URL(call.url, 'http://localhost'), call)
        : (options.onProjectChange?.(path, call, currentProject) ?? { status: 404, body: { message: 'Not found' } }),
    other: handle,
  });
  return {
    calls,
    scenes: () => current,
    changes: () =>
      calls
        .filter((call) => call.method !== 'GET' && call.url.startsWith(base))
        .map((call) => ({ method: call.method, path: call.url.slice(base.length + 1), body: call.body })),
  };
}
