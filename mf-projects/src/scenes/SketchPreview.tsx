/** A scene's saved sketch, shown under its image (GET …/sketch answers it as a data URL). */
import { useApi } from 'shared-api';
import { useProjectsT } from '../i18n';
import { sketchPath } from './api/get-sketch';
import type { Scene } from './api/types';

export function SketchPreview({ projectId, scene, number }: { projectId: string; scene: Scene; number: number }) {
  const t = useProjectsT();
  // Keyed by the scene's update time: a new sketch is fetched again.
  const { data } = useApi<{ dataUrl: string | null }>(sketchPath(projectId, scene._id), { v: scene.updated }, { silent: true });
  if (!data?.dataUrl) return null;
  return <img className="sketch" src={data.dataUrl} alt={t('scenes.sketch.preview', { n: number })} />;
}
