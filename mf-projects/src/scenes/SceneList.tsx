/**
 * The Home section's scene list (spec doc 2 "Scenes and storyboard"): the project's scenes in order, one request
 * however many; filtered by `?sceneStatus=` (the storyboard-changes job links there); Add scene; and, for who may
 * reorder, drag and keyboard reordering through shared-ui's sortable list. The scenes are drawn at once, the same
 * way for everyone; for who may reorder the drag-and-drop code is asked for with the scenes and only makes the
 * handles live when it arrives, so a click or typed text is never lost to the list being drawn again (issue 28).
 */
import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { type Project } from 'shared-api';
import { Button, EmptyState, ErrorPanel, Lightbox, Loading, Select, translateMessage, type GalleryItem } from 'shared-ui';
import { preloadSortable, SortableList, type SortableSay } from 'shared-ui/sortable';
import { useProjectsT } from '../i18n';
import { Box } from '../project-shared';
import { sceneCalls, useSceneCall } from './api/change-scene';
import { useScenes } from './api/get-scenes';
import { SCENE_STATUSES, type Scene } from './api/types';
import { useSceneStatusParam } from './scene-list-state';
import { SceneItem } from './SceneItem';
import { SceneVersionsModal } from './SceneVersionsModal';
import { PlainScenes } from './ui/PlainScenes';
import './strings';

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export function SceneList({ project }: { project: Project }) {
  const t = useProjectsT();
  const [params, setParams] = useSearchParams();
  const sceneStatus = useSceneStatusParam();
  const { data, error, isLoading, mutate } = useScenes(project._id, sceneStatus);
  const { run, cache } = useSceneCall(project._id);
  const [adding, setAdding] = useState(false);
  const [gallery, setGallery] = useState<number | null>(null);
  const [versionsOf, setVersionsOf] = useState<string | null>(null);
  // Who may edit the script may reorder it: ask for the drag-and-drop code with the scenes, not after them (once:
  // the module's promise is kept).
  if (project.actions.includes('openScript')) preloadSortable();

  const scenes = data?.scenes ?? [];
  const numberOf = (scene: Scene) => scene.position + 1;
  const ids = useMemo(() => scenes.map((scene) => scene._id), [scenes]);
  const byId = useMemo(() => new Map(scenes.map((scene) => [scene._id, scene])), [scenes]);
  const images: GalleryItem[] = useMemo(
    () =>
      scenes
        .filter((scene) => scene.image)
        .map((scene) => ({
          id: scene._id,
          type: 'image' as const,
          url: scene.image?.large ?? '',
          title: t('scenes.scene', { n: scene.position + 1 }),
        })),
    [scenes, t],
  );

  const add = async () => {
    setAdding(true);
    const answer = await run(() => sceneCalls.add(project._id), { quiet: true });
    setAdding(false);
    if (!answer) return;
    void cache.appendScene(answer.scene);
    void cache.putCounts(answer);
  };

  const actions = data?.actions ?? [];
  const canSort = !sceneStatus && actions.includes('sortScenes');
  const say: SortableSay = (key, values) => t(`scenes.${key}`, values);
  const sort = async (from: number, to: number, sceneId: string) => {
    const answer = await run(() => sceneCalls.sort(project._id, from, to, sceneId));
    if (answer) void cache.setOrder(answer.order);
    return Boolean(answer);
  };
  const item = (scene: Scene, number: number, handle?: ReactNode) => (
    <SceneItem
      project={project}
      scene={scene}
      actions={actions}
      settableStatuses={data?.settableStatuses ?? []}
      number={number}
      handle={handle}
      onOpenGallery={(id) =>
        setGallery(
          Math.max(
            0,
            images.findIndex((image) => image.id === id),
          ),
        )
      }
      onOpenVersions={setVersionsOf}
    />
  );
  const versionScene = scenes.find((scene) => scene._id === versionsOf);

  return (
    <Box title={t('scenes.heading')}>
      <Tools>
        <Select
          aria-label={t('scenes.filter')}
          value={sceneStatus ?? ''}
          options={[
            { value: '', label: t('scenes.allScenes') },
            ...SCENE_STATUSES.map((value) => ({ value, label: t(`scenes.statuses.${value}`) })),
          ]}
          onChange={(event) => {
            const next = new URLSearchParams(params);
            if (event.target.value) next.set('sceneStatus', event.target.value);
            else next.delete('sceneStatus');
            setParams(next, { replace: true });
          }}
        />
      </Tools>
      {!data ? (
        isLoading ? (
          <Loading />
        ) : (
          <ErrorPanel message={error && translateMessage(error.message)} onRetry={() => void mutate()} />
        )
      ) : scenes.length === 0 ? (
        <EmptyState message={t('scenes.empty')} />
      ) : (
        <SortableList
          ids={ids}
          sortable={canSort}
          say={say}
          onMove={sort}
          renderList={(items) => <PlainScenes>{items}</PlainScenes>}
          renderItem={(id, place, { ref, style, handle }) => {
            const scene = byId.get(id);
            // A moved scene takes its new number at once; a filtered list keeps the scenes' own numbers.
            return (
              scene && (
                <li ref={ref} style={style} data-scene-id={id}>
                  {item(scene, canSort ? place : numberOf(scene), handle)}
                </li>
              )
            );
          }}
        />
      )}
      {data && actions.includes('addScene') && !sceneStatus && (
        <Button variant="primary" loading={adding} onClick={() => void add()}>
          {t('scenes.add')}
        </Button>
      )}
      <Lightbox open={gallery !== null} items={images} initialIndex={gallery ?? 0} onClose={() => setGallery(null)} />
      <SceneVersionsModal
        sceneId={versionsOf}
        sceneNumber={versionScene ? numberOf(versionScene) : 0}
        onClose={() => setVersionsOf(null)}
      />
    </Box>
  );
}
