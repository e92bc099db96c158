// The video box as its reader sees it: what is there and what they may do. Only addresses the server built are
// presented (a row holding anything else shows no embed).
import { isEmbedUrl } from '../domain/video-embed';
import { can, type Actor, type ProjectTarget } from '../policies';
import type { SubtitleRow, VideoRow } from '../repositories/videos';
import type { VideoBoxJson } from '../schemas/video';
import { iso } from './dates';

export function presentVideoBox(
  actor: Actor,
  project: ProjectTarget,
  active: boolean,
  videos: VideoRow[],
  subtitles: SubtitleRow[],
): VideoBoxJson {
  return {
    active,
    canEdit: can(actor, 'edit', 'video', project),
    canSetUrl: can(actor, 'setUrl', 'video', project),
    videos: videos.map((video) => ({
      _id: video.id,
      platform: video.platform,
      url: video.url && isEmbedUrl(video.url) ? video.url : null,
      file:
        video.file_id && video.file_name !== null
          ? { id: video.file_id, name: video.file_name, ext: video.file_ext ?? '', size: video.file_size ?? 0 }
          : null,
      updated: iso(video.updated_at),
    })),
    subtitles: subtitles.map((subtitle) => ({
      _id: subtitle.id,
      platform: subtitle.platform,
      name: subtitle.name,
      file: { id: subtitle.file_id, name: subtitle.file_name, ext: subtitle.file_ext, size: subtitle.file_size },
      created: iso(subtitle.created_at),
    })),
  };
}
