import { screen, within } from '@testing-library/react';
import { mockFetch } from 'shared-api/test-support';
import { renderShell } from '../test/render';
import { REVIEWER_NAME_KEY, ReviewPage } from './ReviewPage';
import { timecodeOf } from 'shared-ui/sketch';
import './strings';

const VIDEO = '11111111-1111-4111-8111-111111111111';
const COVER = '22222222-2222-4222-8222-222222222222';

const review = (kind: 'video' | 'social') => ({
  review: {
    name: 'Client cut 1',
    kind,
    projectTitle: 'Why owls hoot',
    expiresAt: '2026-12-05T00:00:00.000Z',
    mayComment: true,
    mayDownload: false,
    view: {
      scenes: [],
      covers:
        kind === 'social'
          ? [
              {
                platforms: ['yt'],
                image: { fileId: COVER, name: 'c', ext: 'png', thumb: '/t', small: '/s.jpg', large: '/l', width: 1, height: 1 },
              },
            ]
          : [],
      titles: [],
      videos: [],
    },
    videoFiles: [],
  },
});

const feedback = (kind: 'video' | 'social') => ({
  feedback: {
    targets:
      kind === 'video'
        ? [{ kind: 'video', _id: VIDEO, platforms: ['yt'], position: 1, playUrl: '/files/x?name=a.mp4&expires=1&sig=ab' }]
        : [{ kind: 'cover', _id: COVER, platforms: ['yt'], position: 1, playUrl: null }],
    comments:
      kind === 'video'
        ? [
            {
              _id: '33333333-3333-4333-8333-333333333333',
              targetKind: 'video',
              targetId: VIDEO,
              frame: 50,
              text: 'Late cut',
              html: '<p>Late cut</p>',
              strokes: [{ tool: 'pen', points: [{ x: 1, y: 1 }] }],
              author: 'Dao',
              fromStudio: false,
              resolved: false,
              created: '2026-11-28T10:00:00.000Z',
              replies: [],
            },
          ]
        : [],
    decisions: [],
  },
});

// jsdom draws nothing: a context that records nothing stands in for the canvas.
const context = {
  beginPath() {},
  moveTo() {},
  lineTo() {},
  stroke() {},
  clearRect() {},
  drawImage() {},
  save() {},
  restore() {},
};

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as never);
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('ReviewPage', () => {
  it('timecodes count 25 frames a second', () => {
    expect(timecodeOf(0)).toBe('00:00:00:00');
    expect(timecodeOf(137)).toBe('00:00:05:12');
    expect(timecodeOf(25 * 3661 + 24)).toBe('01:01:01:24');
  });

  it('asks for the password, then steps frames with the arrow keys, jumps to a marker and comments with the frame', async () => {
    window.location.hash = '#tok-en';
    let unlocked = false;
    const calls = mockFetch((url, call) => {
      const body = call.body as { password?: string };
      if (!unlocked && body.password !== 'owl-secret')
        return { status: 401, body: { message: 'Wrong password for this review link' } };
      unlocked = true;
      if (url.pathname === '/api/review/open') return { status: 200, body: review('video') };
      if (url.pathname === '/api/review/feedback') return { status: 200, body: feedback('video') };
      return { status: 201, body: { message: 'Your comment has been sent to the studio', comment: {} } };
    });
    const { events } = renderShell(<ReviewPage />, { route: '/review', user: null });
    await events.type(await screen.findByLabelText('Password'), 'owl-secret');
    await events.click(screen.getByRole('button', { name: 'Open the review' }));
    expect(await screen.findByRole('heading', { name: 'Review: Client cut 1' })).toBeInTheDocument();

    const timecode = screen.getByLabelText('Timecode');
    expect(timecode).toHaveTextContent('00:00:00:00');
    screen.getByRole('group', { name: 'Video player' }).focus();
    await events.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowLeft}');
    expect(timecode).toHaveTextContent('00:00:00:02');
    await events.click(screen.getByRole('button', { name: 'Comment at 00:00:02:00 by Dao' }));
    expect(timecode).toHaveTextContent('00:00:02:00');

    await events.type(screen.getByLabelText(/Your name/), 'Khun Dao');
    await events.type(screen.getByLabelText(/Comment/, { selector: 'textarea' }), 'Cut here');
    await events.click(screen.getByRole('button', { name: 'Send comment' }));
    const sent = calls.find((call) => call.url === '/api/review/comments');
    expect(sent?.body).toEqual({
      token: 'tok-en',
      password: 'owl-secret',
      reviewerName: 'Khun Dao',
      targetKind: 'video',
      targetId: VIDEO,
      frame: 50,
      text: 'Cut here',
    });
    expect(window.localStorage.getItem(REVIEWER_NAME_KEY)).toBe('Khun Dao');
  });

  it('approves a cover for a platform through the link', async () => {
    window.location.hash = '#social-token';
    window.localStorage.setItem(REVIEWER_NAME_KEY, 'Nok');
    const calls = mockFetch((url) => {
      if (url.pathname === '/api/review/open') return { status: 200, body: review('social') };
      if (url.pathname === '/api/review/feedback') return { status: 200, body: feedback('social') };
      return { status: 201, body: { message: 'Approved; the studio has been told', decision: {} } };
    });
    const { events } = renderShell(<ReviewPage />, { route: '/review', user: null });
    const item = (await screen.findByText('Cover 1')).closest('li') as HTMLElement;
    await events.click(within(item).getByRole('button', { name: 'Approve for YouTube' }));
    expect(calls.find((call) => call.url === '/api/review/decisions')?.body).toEqual({
      token: 'social-token',
      reviewerName: 'Nok',
      targetKind: 'cover',
      targetId: COVER,
      platform: 'yt',
      decision: 'approved',
    });
  });
});
