// A published project's public view on the wire (issue 28): a whitelist — scene text, image, sketch and frames, the
// chosen covers' images and titles' text with their platforms, embed addresses of the videos. Nothing else.
import type { SceneRow } from '../repositories/scenes';
import type { ChosenCoverRow, ChosenTitleRow } from '../repositories/social-media';
import type { VideoRow } from '../repositories/videos';
import type { PublicViewJson } from '../schemas/public-project';
import { PLATFORMS } from '../schemas/project';
import { isEmbedUrl } from '../domain/video-embed';
import { presentSceneImage } from './scene';

const platformsOf = (row: ChosenCoverRow | ChosenTitleRow) => PLATFORMS.filter((platform) => row[platform]);

export function presentPublicView(
  scenes: SceneRow[],
  covers: ChosenCoverRow[],
  titles: ChosenTitleRow[],
  videos: VideoRow[],
): PublicViewJson {
  return {
    scenes: scenes.map((scene) => ({
      _id: scene.id,
      position: scene.position,
      text: scene.text,
      image: scene.image ? presentSceneImage(scene.image) : null,
      sketch: scene.sketch ? presentSceneImage(scene.sketch) : null,
      frames: scene.frame_files.map(presentSceneImage),
    })),
    covers: covers.map((cover) => ({ platforms: platformsOf(cover), image: presentSceneImage(cover.image) })),
    titles: titles.map((title) => ({ platforms: platformsOf(title), text: title.text })),
    videos: videos.flatMap((video) => (video.url && isEmbedUrl(video.url) ? [{ platform: video.platform, url: video.url }] : [])),
  };
}
