/**
 * The covers' and titles' manual order (issue 10: canEdit "sorting"), part of the Media section's chunk (a list
 * that turned sortable when a later chunk arrived was drawn again, and a click on a card being replaced was lost):
 * dnd-kit's sortable list as the scene list uses it — a handle per item, dragged with the pointer or from
 * the keyboard (focus the handle, Space, arrows, Space; Escape cancels), announced in the page's language. The new
 * order shows at once and POST …/sort {from, to, id} saves it; the server's answer replaces the section, or on a
 * refusal (the list changed meanwhile) the section reloads.
 */
import { useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
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
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import styled from 'styled-components';
import { Icon } from 'shared-ui';
import { useProjectsT } from '../i18n';
import { sceneAnnouncements } from '../scenes';
import { sortMedia, type SortedKind } from './api/sort-media';
import { useMediaCall } from './api/use-media-call';

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

/** What a sortable item needs: its root's ref and style, and the drag handle to show. */
export type SortableBits = { ref(node: HTMLElement | null): void; style: CSSProperties; handle: ReactNode };

function SortableItem({
  id,
  kind,
  place,
  renderItem,
}: {
  id: string;
  kind: SortedKind;
  place: number;
  renderItem(id: string, place: number, sortable: SortableBits): ReactNode;
}) {
  const t = useProjectsT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: t(`media.sort.${kind}.sortable`) },
  });
  const handle = (
    <Handle
      ref={setActivatorNodeRef}
      type="button"
      {...attributes}
      {...listeners}
      aria-label={t(`media.sort.${kind}.move`, { n: place })}
    >
      <Icon name="menu" />
    </Handle>
  );
  const style = { transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.7 : 1 };
  return renderItem(id, place, { ref: setNodeRef, style, handle });
}

export type SortableMediaProps = {
  projectId: string;
  kind: SortedKind;
  /** The ids in the server's order. */
  ids: readonly string[];
  /** The list element around the items (a grid of covers, a list of titles). */
  renderList(children: ReactNode): ReactNode;
  /** One item at its 1-based place, with what makes it sortable. */
  renderItem(id: string, place: number, sortable: SortableBits): ReactNode;
};

export default function SortableMedia({ projectId, kind, ids, renderList, renderItem }: SortableMediaProps) {
  const t = useProjectsT();
  const call = useMediaCall(projectId);
  const [order, setOrder] = useState(ids);
  useEffect(() => setOrder(ids), [ids]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const current = useRef(order);
  current.current = order;
  const announcements = useMemo(
    () => sceneAnnouncements(t, (id) => current.current.indexOf(String(id)) + 1, `media.sort.${kind}`),
    [t, kind],
  );

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = order.indexOf(String(active.id));
    const to = order.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    setOrder(arrayMove([...order], from, to));
    if (!(await call.run('sort', () => sortMedia(projectId, kind, from, to, String(active.id))))) setOrder(ids);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={(event) => void onDragEnd(event)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t(`media.sort.${kind}.help`) } }}
    >
      <SortableContext items={[...order]} strategy={kind === 'covers' ? rectSortingStrategy : verticalListSortingStrategy}>
        {renderList(
          order.map((id, index) => <SortableItem key={id} id={id} kind={kind} place={index + 1} renderItem={renderItem} />),
        )}
      </SortableContext>
    </DndContext>
  );
}
