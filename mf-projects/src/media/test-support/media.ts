/**
 * Test helpers for the Media section: covers and titles as GET …/social-media presents them, and a server holding
 * a project and its covers and titles that answers the calls the way the server's routes do.
 */
import type { ApiSchemas, Project } from 'shared-api';
import type { FakeReply, FetchCall } from 'shared-api/test-support';
import { serveProject } from '../../project/test-support/project';
import type { Cover, CoverVersion, MediaAction, Platform, SocialMedia, Title } from '../api/types';

let next = 0;
const nextId = (prefix: string) => `${prefix}000000-0000-4000-8000-${String((next += 1)).padStart(12, '0')}`;
const user = { _id: 'u-pm', name: 'Pat PM', picture: null };
const when = '2024-03-01T10:00:00.000Z';

export function aCover(overrides: Partial<Cover> = {}): Cover {
  const id = nextId('c0');
  return {
    _id: id,
    image: {
      fileId: id,
      name: `${id}.png`,
      ext: 'png',
      thumb: `/media/${id}_t.jpg`,
      small: `/media/${id}_s.jpg`,
      large: `/media/${id}_l.jpg`,
      width: 480,
      height: 270,
    },
    fb: false,
    yt: false,
    pr: false,
    score: 0,
    ratingCount: 0,
    myRating: 0,
    user,
    versionCount: 1,
    created: when,
    updated: when,
    ...overrides,
  };
}

export function aTitle(overrides: Partial<Title> = {}): Title {
  return {
    _id: nextId('70'),
    text: 'A title',
    fb: false,
    yt: false,
    pr: false,
    fbDemon: false,
    ytDemon: false,
    score: 0,
    ratingCount: 0,
    myRating: 0,
    user,
    sensitive: false,
    created: when,
    updated: when,
    ...overrides,
  };
}

export type MediaServer = { calls: FetchCall[]; media(): SocialMedia };

/** The video box as a reader sees it outside production (the box's own tests drive its changes). */
export const A_CLOSED_VIDEO_BOX: ApiSchemas['VideoBox'] = {
  active: false,
  canEdit: false,
  canSetUrl: false,
  videos: [],
  subtitles: [],
};

/**
 * A server holding `project` with these covers and titles (the caller may do `actions`), its video box, and the cover
 * versions of `versions` (by cover id).
 */
export function serveMedia(
  project: Project,
  start: {
    covers?: Cover[];
    titles?: Title[];
    actions?: MediaAction[];
    refuseSort?: string;
    /** Every platform choice answers 403 with this. */
    refuseChoice?: string;
    videoBox?: ApiSchemas['VideoBox'];
    versions?: Record<string, CoverVersion[]>;
    /** The review box's feedback (the project's PMs). */
    reviewFeedback?: ApiSchemas['ReviewFeedback'];
  } = {},
): MediaServer {
  let media: SocialMedia = { covers: start.covers ?? [], titles: start.titles ?? [], actions: start.actions ?? [] };
  const answer = (message: string, status = 200): FakeReply => ({ status, body: { message, media } });
  const rated = <T extends Cover | Title>(row: T, rating: number): T => {
    const others = row.ratingCount - (row.myRating ? 1 : 0);
    const sum = row.score * row.ratingCount - row.myRating;
    const count = others + (rating ? 1 : 0);
    return { ...row, myRating: rating, ratingCount: count, score: count ? Math.round(((sum + rating) / count) * 10) / 10 : 0 };
  };
  // Like the server: `value` sets the choice (nothing changes when it already is), without it the choice flips.
  const choose = <T extends Cover | Title>(rows: T[], id: string, platform: Platform, value?: unknown) => {
    const wasChosen = Boolean(rows.find((row) => row._id === id)?.[platform]);
    const chosen = typeof value === 'boolean' ? value : !wasChosen;
    if (chosen === wasChosen) return rows;
    return rows.map((row) =>
      row._id === id
        ? {
            ...row,
            [platform]: chosen,
            ...(chosen && platform !== 'pr' && 'fbDemon' in row ? { [`${platform}Demon`]: false } : {}),
          }
        : chosen
          ? { ...row, [platform]: false }
          : row,
    );
  };
  const base = `/api/projects/${project._id}`;
  const handle = (url: URL, call: FetchCall): FakeReply => {
    const path = url.pathname.slice(base.length + 1);
    const body = (call.body ?? {}) as Record<string, unknown>;
    if (path === 'social-media' && call.method === 'GET') return { body: media };
    if (path === 'review-feedback' && call.method === 'GET')
      return { body: { feedback: start.reviewFeedback ?? { targets: [], comments: [], decisions: [] } } };
    if (path === 'review-links' && call.method === 'POST')
      return { status: 201, body: { message: 'Review link created', link: {}, token: 'the-token' } };
    if (path.startsWith('review-comments/')) return { status: path.endsWith('/replies') ? 201 : 200, body: { message: 'OK' } };
    if (path === 'social-media-video' && call.method === 'GET')
      return { body: { videoBox: start.videoBox ?? A_CLOSED_VIDEO_BOX } };
    const [kind, id, tail = ''] = path.split('/');
    if ((kind === 'social-media-cover' || kind === 'social-media-title') && id === 'sort') {
      if (start.refuseSort) return { status: 409, body: { message: start.refuseSort } };
      const list = kind === 'social-media-cover' ? media.covers : media.titles;
      const moved = [...list];
      const [item] = moved.splice(Number(body.from), 1);
      moved.splice(Number(body.to), 0, item);
      media = kind === 'social-media-cover' ? { ...media, covers: moved as Cover[] } : { ...media, titles: moved as Title[] };
      return answer(kind === 'social-media-cover' ? 'Cover order updated' : 'Title order updated');
    }
    if (kind === 'social-media-cover') {
      if (id === 'set-cover-image') {
        if (start.refuseChoice) return { status: 403, body: { message: start.refuseChoice } };
        media = { ...media, covers: choose(media.covers, String(body.coverId), body.platform as Platform, body.value) };
        return answer('Cover selected');
      }
      if (tail === 'versions') return { body: { versions: start.versions?.[id] ?? [] } };
      if (tail === 'rate') {
        media = { ...media, covers: media.covers.map((c) => (c._id === id ? rated(c, Number(body.rating)) : c)) };
        return answer('Rating saved');
      }
      if (call.method === 'DELETE') {
        media = { ...media, covers: media.covers.filter((c) => c._id !== id) };
        return answer('Cover deleted');
      }
    }
    if (kind === 'social-media-title') {
      if (!id) {
        media = { ...media, titles: [...media.titles, aTitle({ text: String(body.title) })] };
        return answer('Title added', 201);
      }
      const update = (change: (title: Title) => Title, message: string) => {
        media = { ...media, titles: media.titles.map((title) => (title._id === id ? change(title) : title)) };
        return answer(message);
      };
      if (tail === 'change') return update((title) => ({ ...title, text: String(body.title) }), 'Title updated');
      if (tail === 'rate') return update((title) => rated(title, Number(body.rating)), 'Rating saved');
      if (tail === 'demon') {
        const key = body.platform === 'fb' ? 'fbDemon' : 'ytDemon';
        const marked = (title: Title) => (typeof body.value === 'boolean' ? body.value : !title[key]);
        return update((title) => ({ ...title, [key]: marked(title) }), 'Title marked demonetized');
      }
      if (tail === 'select') {
        media = { ...media, titles: choose(media.titles, id, body.platform as Platform, body.value) };
        return answer('Title selected');
      }
      if (call.method === 'DELETE') {
        media = { ...media, titles: media.titles.filter((title) => title._id !== id) };
        return answer('Title deleted');
      }
    }
    return { status: 404, body: { message: 'Not found' } };
  };
  const calls = serveProject(project, {
    onChange: (_path, call) => handle(new URL(call.url, 'http://localhost'), call),
    other: handle,
  });
  return { calls, media: () => media };
}

/** Puts an uploaded cover in the server's state (the upload itself goes through XHR). */
export function withCover(server: MediaServer, cover: Cover): SocialMedia {
  const media = server.media();
  media.covers.push(cover);
  return media;
}
