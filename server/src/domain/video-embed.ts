// Embedding a video (issue 10, spec "Video box"): only YouTube and Facebook videos, and never the address as given.
// The address is parsed, its host matched exactly against the provider's own hosts (no lookalikes, no user info, no
// port, http or https only), the video's id read and checked, and the provider's embed address rebuilt from the id
// alone. What is stored and rendered is that rebuilt address; the page's content security policy frames exactly
// these two providers (plugins/external.ts `frameSrc`).
import type { VideoPlatform } from '../db/types';

export type VideoProvider = 'youtube' | 'facebook';

/** The origins whose frames the page allows (the embed addresses below start with them). */
export const EMBED_ORIGINS = ['https://www.youtube.com', 'https://www.facebook.com'] as const;

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const YOUTU_BE = 'youtu.be';
const FACEBOOK_HOSTS = new Set([
  'facebook.com',
  'www.facebook.com',
  'm.facebook.com',
  'web.facebook.com',
  'business.facebook.com',
]);

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const FACEBOOK_ID = /^\d{5,25}$/;

export interface EmbedVideo {
  provider: VideoProvider;
  id: string;
  /** The provider's embed address, built from the id alone. */
  embedUrl: string;
}

export const youtubeEmbedUrl = (id: string) => `${EMBED_ORIGINS[0]}/embed/${id}`;
export const facebookEmbedUrl = (id: string) =>
  `${EMBED_ORIGINS[1]}/plugins/video.php?href=${encodeURIComponent(`https://www.facebook.com/video.php?v=${id}`)}&show_text=false`;

function parse(text: string): URL | null {
  const trimmed = text.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password || url.port) return null;
    return url;
  } catch {
    return null;
  }
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null = null;
  if (host === YOUTU_BE) id = parts.length === 1 ? parts[0] : null;
  else if (YOUTUBE_HOSTS.has(host)) {
    if (parts.length === 1 && parts[0] === 'watch') id = url.searchParams.get('v');
    else if (parts.length === 2 && ['embed', 'shorts', 'live', 'v'].includes(parts[0])) id = parts[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function facebookId(url: URL, depth = 0): string | null {
  const host = url.hostname.toLowerCase();
  if (!FACEBOOK_HOSTS.has(host)) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null = null;
  if (parts.length === 2 && parts[0] === 'plugins' && parts[1] === 'video.php' && depth === 0) {
    const href = parse(url.searchParams.get('href') ?? '');
    return href ? facebookId(href, depth + 1) : null;
  }
  if (
    (parts.length === 1 && (parts[0] === 'watch' || parts[0] === 'video.php')) ||
    (parts.length === 2 && parts[0] === 'watch' && parts[1] === 'live')
  )
    id = url.searchParams.get('v');
  else if (parts.length === 2 && parts[0] === 'reel') id = parts[1];
  else if (parts.length >= 3 && parts[1] === 'videos') id = parts[parts.length - 1];
  return id && FACEBOOK_ID.test(id) ? id : null;
}

/** The video an address names, with its rebuilt embed address; null when it is not a YouTube or Facebook video. */
export function embedVideo(text: string): EmbedVideo | null {
  if (text.length > 2000) return null;
  const url = parse(text);
  if (!url) return null;
  const yt = youtubeId(url);
  if (yt) return { provider: 'youtube', id: yt, embedUrl: youtubeEmbedUrl(yt) };
  const fb = facebookId(url);
  if (fb) return { provider: 'facebook', id: fb, embedUrl: facebookEmbedUrl(fb) };
  return null;
}

/** Which providers each platform's tab takes: YouTube's only YouTube, Facebook's only Facebook, the project page's both. */
export const PLATFORM_PROVIDERS: Record<VideoPlatform, readonly VideoProvider[]> = {
  yt: ['youtube'],
  fb: ['facebook'],
  pr: ['youtube', 'facebook'],
};

/** Whether a stored embed address is one this module builds (a row written any other way is not rendered). */
export function isEmbedUrl(url: string): boolean {
  return (
    /^https:\/\/www\.youtube\.com\/embed\/[A-Za-z0-9_-]{11}$/.test(url) ||
    /^https:\/\/www\.facebook\.com\/plugins\/video\.php\?href=https%3A%2F%2Fwww\.facebook\.com%2Fvideo\.php%3Fv%3D\d{5,25}&show_text=false$/.test(
      url,
    )
  );
}

/** Subtitles are text: SubRip (.srt) with numbered cues and `-->` timings, or WebVTT (.vtt) starting with WEBVTT. */
const SRT_TIMING = /^\s*\d{1,2}:\d{2}:\d{2}[,.]\d{1,3}\s*-->\s*\d{1,2}:\d{2}:\d{2}[,.]\d{1,3}/m;
const VTT_TIMING = /^\s*(\d{1,2}:)?\d{2}:\d{2}\.\d{3}\s*-->\s*(\d{1,2}:)?\d{2}:\d{2}\.\d{3}/m;
export const SUBTITLE_EXTENSIONS = ['srt', 'vtt'] as const;

export function isSubtitleText(ext: string, text: string): boolean {
  const body = text.replace(/^\uFEFF/, '');
  if (ext === 'vtt') return /^WEBVTT(\s|$)/.test(body) && (VTT_TIMING.test(body) || body.trim() === 'WEBVTT');
  if (ext === 'srt') return SRT_TIMING.test(body);
  return false;
}
