/** A scene's saved sketch, shown beside its image: its small variant, named in the scene list's one answer (no request per scene). */
import { useProjectsT } from '../i18n';
import type { Scene } from './api/types';
import { pictureSize } from '../project-shared';

export function SketchPreview({ scene, number }: { scene: Scene; number: number }) {
  const t = useProjectsT();
  if (!scene.sketch) return null;
  return (
    <img
      className="sketch"
      src={scene.sketch.small}
      {...pictureSize(scene.sketch)}
      alt={t('scenes.sketch.preview', { n: number })}
      loading="lazy"
    />
  );
}
