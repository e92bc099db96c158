/**
 * The scene list's drag-and-drop (its own chunk, loaded only for who may reorder): dnd-kit's sortable list with a
 * pointer sensor (drag the handle) and a keyboard sensor (focus the handle, Space, arrows, Space; Escape cancels),
 * announced in the page's language. The new order shows at once and POST …/scenes/sort {from, to} saves it
 * ("Updated scene order"); the server's order replaces ours, or on a refusal the list reloads.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import styled from 'styled-components';
import { Icon } from 'shared-ui';
import { useProjectsT } from '../i18n';
import { sceneAnnouncements } from './announcements';
import { sceneCalls, useSceneCall } from './api/change-scene';
import type { Scene } from './api/types';
import { PlainScenes } from './ui/PlainScenes';

const Handle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  min-height: 32px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  cursor: grab;
  touch-action: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

/** Renumbers scenes by their place in the array (positions from 0). */
const renumber = (scenes: Scene[]) => scenes.map((scene, position) => ({ ...scene, position }));

function SortableRow({
  scene,
  single,
  renderItem,
}: {
  scene: Scene;
  /** The only scene: nothing to move it among, so no handle (the list stays sortable for the next one). */
  single: boolean;
  renderItem(scene: Scene, handle?: ReactNode): ReactNode;
}) {
  const t = useProjectsT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: scene._id,
    attributes: { roleDescription: t('scenes.sortable') },
  });
  const handle = (
    <Handle
      ref={setActivatorNodeRef}
      type="button"
      {...attributes}
      {...listeners}
      aria-label={t('scenes.move', { n: scene.position + 1 })}
    >
      <Icon name="menu" />
    </Handle>
  );
  return (
    <li
      ref={setNodeRef}
      data-scene-id={scene._id}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.7 : 1 }}
    >
      {renderItem(scene, single ? undefined : handle)}
    </li>
  );
}

export type SortableScenesProps = {
  projectId: string;
  scenes: Scene[];
  renderItem(scene: Scene, handle?: ReactNode): ReactNode;
};

export default function SortableScenes({ projectId, scenes, renderItem }: SortableScenesProps) {
  const t = useProjectsT();
  const { run, cache } = useSceneCall(projectId);
  const [order, setOrder] = useState(scenes);
  useEffect(() => setOrder(scenes), [scenes]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // One set of announcements per list (it remembers the last place it announced); places are read from the order now.
  const current = useRef(order);
  current.current = order;
  const announcements = useMemo(
    () => sceneAnnouncements(t, (id) => current.current.findIndex((scene) => scene._id === id) + 1),
    [t],
  );

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = order.findIndex((scene) => scene._id === active.id);
    const to = order.findIndex((scene) => scene._id === over.id);
    if (from < 0 || to < 0) return;
    setOrder(renumber(arrayMove(order, from, to)));
    const answer = await run(() => sceneCalls.sort(projectId, from, to, String(active.id)));
    if (answer) void cache.setOrder(answer.order);
    else setOrder(scenes);
  };

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={(event) => void onDragEnd(event)}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('scenes.moveHelp') } }}
      >
        <SortableContext items={order.map((scene) => scene._id)} strategy={verticalListSortingStrategy}>
          <PlainScenes>
            {order.map((scene) => (
              <SortableRow key={scene._id} scene={scene} single={order.length < 2} renderItem={renderItem} />
            ))}
          </PlainScenes>
        </SortableContext>
      </DndContext>
    </>
  );
}
