import { embedVideo, facebookEmbedUrl, isEmbedUrl, isSubtitleText, youtubeEmbedUrl } from './video-embed';

describe('embedVideo', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['http://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  https://www.youtube.com/embed/dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('rebuilds the YouTube address %s', (url, id) => {
    expect(embedVideo(url)).toEqual({ provider: 'youtube', id, embedUrl: `https://www.youtube.com/embed/${id}` });
  });

  it.each([
    ['https://www.facebook.com/somepage/videos/1234567890/', '1234567890'],
    ['https://www.facebook.com/watch/?v=1234567890', '1234567890'],
    ['https://m.facebook.com/reel/1234567890', '1234567890'],
    [facebookEmbedUrl('1234567890'), '1234567890'],
  ])('rebuilds the Facebook address %s', (url, id) => {
    const video = embedVideo(url);
    expect(video).toEqual({ provider: 'facebook', id, embedUrl: facebookEmbedUrl(id) });
    expect(isEmbedUrl(video!.embedUrl)).toBe(true);
  });

  it.each([
    'javascript:alert(1)//https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evilyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.co/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com@evil.example/watch?v=dQw4w9WgXcQ',
    'https://user@www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    'https://www.youtube.com/watch?v=short',
    'https://vimeo.com/123456',
    'ftp://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'data:text/html,<iframe>',
    'https://facebook.com.evil.example/watch/?v=1234567890',
    'https://www.facebook.com/watch/?v=12ab',
    'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fevil.example%2Fvideos%2F1234567890',
    'https://fb.watch/abc/',
    'www.youtube.com/watch?v=dQw4w9WgXcQ',
    '',
  ])('refuses %s', (url) => {
    expect(embedVideo(url)).toBeNull();
  });

  it('recognises only addresses it builds', () => {
    expect(isEmbedUrl(youtubeEmbedUrl('dQw4w9WgXcQ'))).toBe(true);
    expect(isEmbedUrl('https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1')).toBe(false);
  });
});

describe('isSubtitleText', () => {
  it('accepts SubRip and WebVTT cues', () => {
    expect(isSubtitleText('srt', '1\n00:00:01,000 --> 00:00:02,000\nHello\n')).toBe(true);
    expect(isSubtitleText('vtt', 'WEBVTT\n\n00:01.000 --> 00:02.000\nHello\n')).toBe(true);
  });
  it('refuses text that is not subtitles', () => {
    expect(isSubtitleText('srt', 'just some notes')).toBe(false);
    expect(isSubtitleText('vtt', '1\n00:00:01,000 --> 00:00:02,000\nHello\n')).toBe(false);
    expect(isSubtitleText('txt', '1\n00:00:01,000 --> 00:00:02,000\nHello\n')).toBe(false);
  });
});
