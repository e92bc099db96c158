/**
 * One scene (spec doc 2 "Scenes and storyboard"): its number, text (editor with modified, saving and reset states;
 * trimmed on save; the word check 500 ms after typing), status, likes (PMs), comments (the count; opens the shell's
 * comments side modal), versions, and once the storyboard exists its image, number markers and sketch. Every control
 * follows the scene's `actions` from the server.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import styled from 'styled-components';

import { toast, useOptimisticToggles, type Project } from 'shared-api';
import { Button, CommentsButton, formatNumber, Icon, IconButton, Select } from 'shared-ui';
import { useProjectsT } from '../i18n';
import { Muted, Prose } from '../project-shared';
import { sceneCalls, useSceneCall } from './api/change-scene';
import type { Scene, SceneAction, SceneStatus } from './api/types';
import { Markers } from './Markers';
import { SceneImage } from './SceneImage';
import { SketchPreview } from './SketchPreview';
import { hasStoryboard } from './storyboard';
import { SceneTextEditor } from './SceneTextEditor';

const Sketcher = lazy(() => import(/* webpackChunkName: "sketcher" */ './Sketcher'));

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
`;
const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin-right: auto;
  }
  select {
    max-width: 12rem;
  }
`;
const Media = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  img.sketch {
    width: 100%;
    height: auto;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

export type SceneItemProps = {
  project: Project;
  scene: Scene;
  /** What the caller may do on the project's scenes (the list's `actions`). */
  actions: readonly SceneAction[];
  /** The statuses the caller may set. */
  settableStatuses: readonly SceneStatus[];
  /** 1-based place in the project's order. */
  number: number;
  /** The drag handle (when the list may be reordered). */
  handle?: ReactNode;
  onOpenGallery(sceneId: string): void;
  onOpenVersions(sceneId: string): void;
};

export function SceneItem({
  project,
  scene,
  actions,
  settableStatuses,
  number,
  handle,
  onOpenGallery,
  onOpenVersions,
}: SceneItemProps) {
  const t = useProjectsT();
  const { run, cache } = useSceneCall(project._id);
  const can = (action: SceneAction) => actions.includes(action);
  const [sketching, setSketching] = useState(false);

  const remove = async () => {
    if (scene.text.trim() !== '') {
      toast.error(t('scenes.cannotRemove'));
      return;
    }
    const answer = await run(() => sceneCalls.remove(project._id, scene._id));
    if (!answer) return;
    void cache.dropScene(scene);
    void cache.putCounts(answer);
  };

  const putting = async (call: () => Promise<{ message: string; scene: Scene }>, quiet = false) => {
    const answer = await run(call, { quiet });
    if (answer) void cache.putScene(answer.scene);
    return answer !== null;
  };
  // My like shows at once (and the count with it); presses go one at a time (issue 28).
  const likes = useOptimisticToggles((_key, liked: boolean) =>
    putting(() => sceneCalls.like(project._id, scene._id, liked), true),
  );
  const liked = likes.valueOf('mine', scene.likedByMe);
  const likeCount = scene.likes + (liked === scene.likedByMe ? 0 : liked ? 1 : -1);

  const storyboard = hasStoryboard(project);
  const showNumbers = project.storyboardNumbers === true;

  return (
    <Article aria-labelledby={`scene-${scene._id}`}>
      <Top>
        {handle}
        <h3 id={`scene-${scene._id}`}>{t('scenes.scene', { n: number })}</h3>
        {can('setStatus') && settableStatuses.length > 0 ? (
          <Select
            aria-label={t('scenes.status', { n: number })}
            value={scene.status ?? ''}
            placeholder={t('scenes.noStatus')}
            options={[...new Set([...(scene.status ? [scene.status] : []), ...settableStatuses])].map((value) => ({
              value,
              label: t(`scenes.statuses.${value}`),
              disabled: !settableStatuses.includes(value),
            }))}
            onChange={(event) =>
              void putting(() => sceneCalls.setStatus(project._id, scene._id, (event.target.value || null) as SceneStatus | null))
            }
          />
        ) : (
          scene.status && <Muted>{t(`scenes.statuses.${scene.status}`)}</Muted>
        )}
        {can('likeScene') && (
          <Button
            size="sm"
            variant="ghost"
            aria-pressed={liked}
            icon={<Icon name={liked ? 'star' : 'star-outline'} />}
            onClick={() => likes.set('mine', !liked)}
          >
            {/* Named by its content (no aria-label that could leave the visible count out): "Like scene 1 2". */}
            <span className="visually-hidden">
              {liked ? t('scenes.unlike', { n: number }) : t('scenes.like', { n: number })}{' '}
            </span>
            {formatNumber(likeCount)}
          </Button>
        )}
        <CommentsButton itemId={scene._id} count={scene.commentCounts?.total} of={t('scenes.commentsOf', { n: number })} />
        {can('readVersions') && (
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t('scenes.versions', { n: number })}
            onClick={() => onOpenVersions(scene._id)}
          >
            <Icon name="book" />
          </IconButton>
        )}
        {can('removeScene') && (
          <IconButton size="sm" variant="ghost" aria-label={t('scenes.remove', { n: number })} onClick={() => void remove()}>
            <Icon name="close" />
          </IconButton>
        )}
      </Top>

      {can('editText') ? (
        <SceneTextEditor project={project} scene={scene} number={number} />
      ) : (
        scene.text && <Prose>{scene.text}</Prose>
      )}

      {storyboard && (scene.image || scene.hasSketch || can('editImage') || can('editSketch')) && (
        <Media>
          <SceneImage
            projectId={project._id}
            scene={scene}
            sceneNumber={number}
            editable={can('editImage')}
            onChanged={(next) => void cache.putScene(next)}
            onRemove={async () => {
              if (await putting(() => sceneCalls.removeImage(project._id, scene._id), true))
                toast.success(t('scenes.image.removed', { n: number }));
            }}
            onOpen={() => onOpenGallery(scene._id)}
            frame={
              showNumbers
                ? (picture) => (
                    <Markers
                      sceneNumber={number}
                      numbers={scene.numbers}
                      editable={can('editNumbers')}
                      onSave={(numbers) => putting(() => sceneCalls.saveNumbers(project._id, scene._id, numbers))}
                    >
                      {picture}
                    </Markers>
                  )
                : undefined
            }
          />
          {(scene.hasSketch || can('editSketch')) && (
            <div>
              {scene.sketch && <SketchPreview scene={scene} number={number} />}
              {can('editSketch') && (
                <Button size="sm" icon={<Icon name="pencil" />} onClick={() => setSketching(true)}>
                  {t('scenes.sketch.open', { n: number })}
                </Button>
              )}
            </div>
          )}
        </Media>
      )}
      {sketching && (
        <Suspense fallback={null}>
          <Sketcher
            projectId={project._id}
            scene={scene}
            sceneNumber={number}
            onClose={() => setSketching(false)}
            onSave={(dataUrl) => putting(() => sceneCalls.saveSketch(project._id, scene._id, dataUrl))}
          />
        </Suspense>
      )}
    </Article>
  );
}
