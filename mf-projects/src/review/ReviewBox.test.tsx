import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { users } from 'shared-api/test-support';
import { renderAt } from 'shared-ui/test-support';
import { AppRoutes } from '../AppRoutes';
import { serveMedia } from '../media/test-support/media';
import { aProject, PROJECT_ID as P, signIn } from '../project/test-support/project';

const VIDEO = '11111111-1111-4111-8111-111111111111';
const COMMENT = '33333333-3333-4333-8333-333333333333';

const feedback = {
  targets: [{ kind: 'video' as const, _id: VIDEO, platforms: ['yt' as const], position: 1, playUrl: null }],
  comments: [
    {
      _id: COMMENT,
      targetKind: 'video' as const,
      targetId: VIDEO,
      frame: 137,
      text: 'The cut is late',
      html: '<p>The cut is late</p>',
      strokes: [{ tool: 'pen' as const, points: [{ x: 1, y: 1 }] }],
      author: 'Khun Dao',
      fromStudio: false,
      resolved: false,
      created: '2026-11-28T10:00:00.000Z',
      replies: [],
    },
  ],
  decisions: [
    {
      _id: '44444444-4444-4444-8444-444444444444',
      targetKind: 'video' as const,
      targetId: VIDEO,
      platform: 'yt' as const,
      decision: 'changes' as const,
      author: 'Khun Dao',
      fromStudio: false,
      created: '2026-11-28T10:01:00.000Z',
    },
  ],
};

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
  window.scrollTo = jest.fn();
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as never);
});
afterEach(() => jest.restoreAllMocks());

describe('the review box (Media section, the project PMs)', () => {
  it('opens the feedback report: each comment with item, timecode, frame drawing and status, what stands, print and CSV', async () => {
    signIn(users.pm);
    const replied = {
      ...feedback,
      comments: [
        {
          ...feedback.comments[0],
          replies: [
            {
              ...feedback.comments[0],
              _id: '55555555-5555-4555-8555-555555555555',
              text: 'Fixed',
              html: '<p>Fixed</p>',
              author: 'Pat PM',
              fromStudio: true,
              frame: null,
              strokes: null,
            },
          ],
        },
      ],
      decisions: [
        feedback.decisions[0],
        {
          ...feedback.decisions[0],
          _id: '66666666-6666-4666-8666-666666666666',
          decision: 'approved' as const,
          created: '2026-11-28T09:00:00.000Z',
        },
      ],
    };
    serveMedia(aProject({ actions: ['seePmLogs'] }), { reviewFeedback: replied });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderAt(`/app/projects/${P}/socialmedia`, <AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Feedback report' }));
    const report = await screen.findByRole('dialog', { name: `Feedback report: ${aProject().title}` });
    expect(within(report).getByText('Video 1')).toBeInTheDocument();
    expect(within(report).getByText('00:00:05:12')).toBeInTheDocument();
    expect(
      within(report).getByRole('img', { name: 'The frame at 00:00:05:12 with the drawing by Khun Dao' }),
    ).toBeInTheDocument();
    expect(within(report).getByText('Open')).toBeInTheDocument();
    expect(within(report).getByText('Pat PM:')).toBeInTheDocument();
    // Only the newest decision per item and platform stands.
    const standing = within(report)
      .getAllByRole('listitem')
      .filter((item) => item.textContent?.startsWith('Video 1, YouTube'));
    expect(standing).toHaveLength(1);
    expect(standing[0]).toHaveTextContent(/^Video 1, YouTube: changes requested by Khun Dao on /);
    expect(within(report).getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/projects/${P}/review-report.csv`,
    );
    await userEvent.click(within(report).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
  it('shows each review comment with its timecode and drawing, replies, resolves, and lists the decisions', async () => {
    signIn(users.pm);
    const server = serveMedia(aProject({ actions: ['seePmLogs'] }), { reviewFeedback: feedback });
    renderAt(`/app/projects/${P}/socialmedia`, <AppRoutes />);
    const box = (await screen.findByRole('heading', { name: 'Client review' })).parentElement as HTMLElement;
    expect(await within(box).findByText('The cut is late')).toBeInTheDocument();
    expect(within(box).getByText('at 00:00:05:12')).toBeInTheDocument();
    expect(within(box).getByRole('img', { name: 'Drawing by Khun Dao' })).toBeInTheDocument();
    expect(within(box).getByText('Khun Dao asked for changes on the video (YouTube)')).toBeInTheDocument();

    await userEvent.type(within(box).getByLabelText('Reply to Khun Dao'), 'Fixed in cut 2');
    await userEvent.click(within(box).getByRole('button', { name: 'Reply' }));
    await userEvent.click(within(box).getByRole('button', { name: 'Mark resolved' }));
    await waitFor(() =>
      expect(server.calls.filter((call) => call.url.includes('/review-comments/'))).toEqual([
        { method: 'POST', url: `/api/projects/${P}/review-comments/${COMMENT}/replies`, body: { text: 'Fixed in cut 2' } },
        { method: 'POST', url: `/api/projects/${P}/review-comments/${COMMENT}/resolve`, body: { resolved: true } },
      ]),
    );
  });

  it('makes a review link with a password and shows its address once', async () => {
    signIn(users.pm);
    const server = serveMedia(aProject({ actions: ['seePmLogs'] }));
    renderAt(`/app/projects/${P}/socialmedia`, <AppRoutes />);
    await userEvent.type(await screen.findByLabelText(/Link name/), 'Client cut 1');
    await userEvent.type(screen.getByLabelText('Password (optional)'), 'owl-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Create review link' }));
    expect(await screen.findByLabelText(/Review address/)).toHaveValue('http://localhost/review#the-token');
    expect(server.calls.find((call) => call.url.endsWith('/review-links'))?.body).toEqual({
      kind: 'video',
      name: 'Client cut 1',
      expiresInDays: 7,
      mayComment: true,
      mayDownload: false,
      password: 'owl-secret',
    });
  });

  it('is not shown to those who are not the project PMs', async () => {
    signIn(users.staff);
    serveMedia(aProject());
    renderAt(`/app/projects/${P}/socialmedia`, <AppRoutes />);
    await screen.findByRole('region', { name: 'Covers' });
    expect(screen.queryByRole('heading', { name: 'Client review' })).not.toBeInTheDocument();
  });
});
