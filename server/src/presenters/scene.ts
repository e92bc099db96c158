// Scenes on the wire: only whitelisted fields; who liked a scene only for the project's PMs (others get the
// count and whether they liked it themselves).
import type { BravoRow, FileFacts, SceneRow, SceneVersionRow, UserFacts } from '../repositories/scenes';
import type { BravoDrawingJson, SceneImageJson, SceneJson, SceneVersionJson } from '../schemas/scene';
import { can, type Actor, type ProjectTarget } from '../policies';
import { variantKey } from '../storage/variants';
import { iso } from './dates';

/** An image upload with its variants' addresses (`/media/{id}_t|_s|_l.jpg`). */
export const presentSceneImage = (file: FileFacts): SceneImageJson => ({
  fileId: file.fileId,
  name: file.name,
  ext: file.ext,
  thumb: `/media/${variantKey(file.fileId, 't')}`,
  small: `/media/${variantKey(file.fileId, 's')}`,
  large: `/media/${variantKey(file.fileId, 'l')}`,
  width: file.width ?? null,
  height: file.height ?? null,
});

const presentUser = (user: UserFacts) => ({ _id: user._id, name: user.name, picture: user.picture });

export function presentScene(scene: SceneRow, actor: Actor, project: ProjectTarget): SceneJson {
  const seesLikers = can(actor, 'like', 'scene', project);
  return {
    _id: scene.id,
    projectId: scene.project_id,
    position: scene.position,
    text: scene.text,
    status: scene.status,
    image: scene.image ? presentSceneImage(scene.image) : null,
    imageBy: scene.image && scene.image_by_user ? presentUser(scene.image_by_user) : null,
    numbers: scene.numbers,
    hasSketch: scene.sketch_file_id !== null,
    sketch: scene.sketch ? presentSceneImage(scene.sketch) : null,
    likes: scene.liked_by.length,
    likedByMe: scene.liked_by.some((user) => user._id === actor.id),
    ...(seesLikers ? { likedBy: scene.liked_by.map(presentUser) } : {}),
    board: {
      bg: scene.board_bg,
      voice: scene.board_voice,
      action: scene.board_action,
      note: scene.board_note,
      frames: scene.frame_files.map(presentSceneImage),
    },
    versionCount: scene.version_count,
    created: iso(scene.created_at),
    updated: iso(scene.updated_at),
  };
}

export const presentSceneVersion = (version: SceneVersionRow): SceneVersionJson => ({
  _id: version.id,
  sceneId: version.scene_id,
  type: version.type,
  title: version.title,
  text: version.text,
  image: version.image ? presentSceneImage(version.image) : null,
  user: presentUser(version.user),
  created: iso(version.created_at),
});

export const presentBravoDrawing = (row: BravoRow): BravoDrawingJson => ({
  sceneId: row.scene_id,
  projectId: row.project_id,
  projectTitle: row.project_title,
  position: row.position,
  image: presentSceneImage(row.image),
  likes: row.likes,
  lastLiked: iso(row.last_liked),
});
