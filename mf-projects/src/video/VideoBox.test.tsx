import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeXhr, lastXhr, listen, mockFetch } from 'shared-api/test-support';
import { setLocale } from 'shared-ui';
import { renderAt } from 'shared-ui/test-support';
import { aProject } from '../project/test-support/project';
import type { VideoBoxData } from './api/video-box';
import { VideoBox } from './VideoBox';

const EMBED = 'https://www.youtube.com/embed/dQw4w9WgXcQ';
const empty = (overrides: Partial<VideoBoxData> = {}): VideoBoxData => ({
  active: true,
  canEdit: true,
  canSetUrl: true,
  videos: [],
  subtitles: [],
  ...overrides,
});

function serve(initial: VideoBoxData) {
  let current = initial;
  return mockFetch((url, call) => {
    if (call.method === 'GET') return { body: { videoBox: current } };
    if (call.method === 'DELETE') {
      current = { ...current, subtitles: current.subtitles.filter((item) => !url.pathname.endsWith(`/subtitle/${item._id}`)) };
      return { body: { message: 'Subtitle deleted', videoBox: current } };
    }
    const body = call.body as { videoUrl?: string; platform: 'pr' | 'yt' | 'fb'; fileId?: string };
    if (url.pathname.endsWith('/subtitle')) {
      current = {
        ...current,
        subtitles: [
          {
            _id: 's1',
            platform: body.platform,
            name: 'Thai.srt',
            file: { id: body.fileId!, name: 'Thai.srt', ext: 'srt' },
            created: '2024-03-01T10:00:00.000Z',
          },
        ],
      };
      return { body: { message: 'Subtitle uploaded', videoBox: current } };
    }
    if (!body.videoUrl?.includes('youtu'))
      return { status: 400, body: { message: 'videoUrl: enter a YouTube or Facebook video address (https://…)' } };
    current = {
      ...current,
      videos: [{ _id: 'v1', platform: body.platform, url: EMBED, file: null, updated: '2024-03-01T10:00:00.000Z' }],
    };
    return { body: { message: url.pathname.endsWith('/embed') ? 'Video embedded' : 'Updated video url', videoBox: current } };
  });
}

const render = () => renderAt('/app/projects/p1/scenes', <VideoBox project={aProject({ status: 'production' })} />);

describe('video box', () => {
  const toasts = listen('toast');

  it('embeds a URL on the selected platform and shows the player at 16:9 with the address the server rebuilt', async () => {
    const calls = serve(empty());
    render();
    const box = await screen.findByRole('region', { name: 'Video' });
    expect(
      within(box)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Project', 'YouTube', 'Facebook']);
    await userEvent.click(within(box).getByRole('tab', { name: 'YouTube' }));
    expect(within(box).getByText('No video yet.')).toBeInTheDocument();
    await userEvent.type(within(box).getByRole('textbox', { name: /Video URL/ }), 'https://youtu.be/dQw4w9WgXcQ');
    await userEvent.click(within(box).getByRole('button', { name: 'Embed video' }));
    const player = await within(box).findByTitle('YouTube video');
    expect(player).toHaveAttribute('src', EMBED);
    expect(toasts).toContainEqual({ kind: 'success', message: 'Video embedded' });
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        url: `/api/projects/${aProject()._id}/social-media-video/embed`,
        method: 'POST',
        body: { videoUrl: 'https://youtu.be/dQw4w9WgXcQ', platform: 'yt' },
      },
    ]);
    // With a video there, the same form updates the URL.
    expect(within(box).getByRole('button', { name: 'Update video URL' })).toBeInTheDocument();
  });

  it('asks for a URL before sending and shows the server’s refusal beside the field', async () => {
    const calls = serve(empty());
    render();
    const box = await screen.findByRole('region', { name: 'Video' });
    await userEvent.click(within(box).getByRole('button', { name: 'Embed video' }));
    expect(within(box).getByText('Enter the video URL')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await userEvent.type(within(box).getByRole('textbox', { name: /Video URL/ }), 'https://evil.example/x');
    await userEvent.click(within(box).getByRole('button', { name: 'Embed video' }));
    expect(await within(box).findByText('videoUrl: enter a YouTube or Facebook video address (https://…)')).toBeInTheDocument();
    expect(within(box).queryByTitle(/video$/)).not.toBeInTheDocument();
  });

  it('is read-only for readers, and says when it opens outside production', async () => {
    serve(empty({ active: false, canEdit: false, canSetUrl: false }));
    render();
    const box = await screen.findByRole('region', { name: 'Video' });
    expect(within(box).getByText('The video box opens once the project is in production.')).toBeInTheDocument();
    expect(within(box).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(box).queryByLabelText(/Upload/)).not.toBeInTheDocument();
  });

  it('the vrd role (canSetUrl only) updates the URL and uploads nothing', async () => {
    const calls = serve(empty({ canEdit: false }));
    render();
    const box = await screen.findByRole('region', { name: 'Video' });
    expect(within(box).queryByLabelText(/Upload/)).not.toBeInTheDocument();
    await userEvent.type(within(box).getByRole('textbox', { name: /Video URL/ }), 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await userEvent.click(within(box).getByRole('button', { name: 'Update video URL' }));
    await within(box).findByTitle('Project video');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      `/api/projects/${aProject()._id}/update-video-url`,
    ]);
    expect(toasts).toContainEqual({ kind: 'success', message: 'Updated video url' });
  });

  it('uploads a subtitle file and lists it on its platform', async () => {
    installFakeXhr();
    const calls = serve(empty());
    render();
    const box = await screen.findByRole('region', { name: 'Video' });
    await userEvent.click(within(box).getByRole('tab', { name: 'Facebook' }));
    const input = within(box).getByLabelText('Upload subtitles (.srt or .vtt)');
    await userEvent.upload(
      input,
      new File(['1\n00:00:01,000 --> 00:00:02,000\nHi\n'], 'Thai.srt', { type: 'application/x-subrip' }),
    );
    await waitFor(() => expect(lastXhr().url).toBe('/api/files/upload'));
    lastXhr().respond(201, { file: { id: 'f1', name: 'Thai.srt', ext: 'srt', size: 30 } });
    expect(await within(box).findByRole('button', { name: 'Download Thai.srt' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')[0].body).toEqual({ fileId: 'f1', platform: 'fb' });
    expect(toasts).toContainEqual({ kind: 'success', message: 'Subtitle uploaded' });
  });

  it("a refused subtitle file says why in the page's language, and lists nothing", async () => {
    installFakeXhr();
    // The server words its refusal in the language the page asks for (Accept-Language from <html lang>).
    const refusal = 'file: คำบรรยายต้องเป็นไฟล์ SubRip (.srt) หรือ WebVTT (.vtt)';
    const asked: unknown[] = [];
    mockFetch((_url, call) => {
      asked.push((call.init.headers as Record<string, string> | undefined)?.['Accept-Language']);
      return call.method === 'GET' ? { body: { videoBox: empty() } } : { status: 415, body: { message: refusal } };
    });
    await setLocale('th');
    try {
      render();
      const box = await screen.findByRole('region', { name: 'วิดีโอ' });
      await userEvent.upload(
        within(box).getByLabelText('อัปโหลดคำบรรยาย (.srt หรือ .vtt)'),
        new File(['notes'], 'Notes.srt', { type: 'application/x-subrip' }),
      );
      await waitFor(() => expect(lastXhr().url).toBe('/api/files/upload'));
      lastXhr().respond(201, { file: { id: 'f1', name: 'Notes.srt', ext: 'srt', size: 5 } });
      await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', message: refusal }));
      expect(asked.at(-1)).toBe('th');
      expect(within(box).getByText('ยังไม่มีคำบรรยาย')).toBeInTheDocument();
    } finally {
      await act(() => setLocale('en'));
    }
  });

  const withSubtitles = (overrides: Partial<VideoBoxData> = {}) =>
    empty({
      subtitles: [
        {
          _id: 's1',
          platform: 'yt',
          name: 'Thai.srt',
          file: { id: 'f1', name: 'Thai.srt', ext: 'srt' },
          created: '2024-03-01T10:00:00.000Z',
        },
        {
          _id: 's2',
          platform: 'yt',
          name: 'English.srt',
          file: { id: 'f2', name: 'English.srt', ext: 'srt' },
          created: '2024-03-01T10:00:00.000Z',
        },
      ],
      ...overrides,
    });

  it('deletes a subtitle after "Are you sure…?"; Cancel keeps it', async () => {
    const calls = serve(withSubtitles());
    render();
    const box = await screen.findByRole('region', { name: 'Video' });
    await userEvent.click(within(box).getByRole('tab', { name: 'YouTube' }));
    await userEvent.click(within(box).getByRole('button', { name: 'Delete subtitle Thai.srt' }));
    let confirm = await screen.findByRole('dialog', { name: 'Are you sure you want to delete the subtitle Thai.srt?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await userEvent.click(within(box).getByRole('button', { name: 'Delete subtitle Thai.srt' }));
    confirm = await screen.findByRole('dialog', { name: 'Are you sure you want to delete the subtitle Thai.srt?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(box).queryByRole('button', { name: 'Download Thai.srt' })).not.toBeInTheDocument());
    expect(within(box).getByRole('button', { name: 'Download English.srt' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      `/api/projects/${aProject()._id}/social-media-video/subtitle/s1`,
    ]);
    expect(toasts).toContainEqual({ kind: 'success', message: 'Subtitle deleted' });
  });

  it.each([
    ['readers', { canEdit: false, canSetUrl: false }],
    ['anyone while the box is not active', { active: false }],
  ])('offers no delete to %s', async (_who, overrides) => {
    serve(withSubtitles(overrides));
    render();
    const box = await screen.findByRole('region', { name: 'Video' });
    await userEvent.click(within(box).getByRole('tab', { name: 'YouTube' }));
    expect(within(box).getByRole('button', { name: 'Download Thai.srt' })).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: /Delete subtitle/ })).not.toBeInTheDocument();
  });
});
