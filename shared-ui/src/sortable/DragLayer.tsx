/**
 * The sortable list's drag and drop (dnd-kit, its own chunk): a pointer sensor on the handle and a keyboard sensor
 * (focus the handle, Space, arrows, Space; Escape cancels), announced in the page's language. It draws no row: each
 * row's sortable bits are published to the list's store, so the rows are not drawn again when this arrives.
 */
import { useLayoutEffect, useMemo, useRef } from 'react';
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
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { moveAnnouncements } from './announcements';
import type { DragBits, DragBitsStore } from './drag-bits';
import type { SortableSay } from './messages';

const sameBits = (a: DragBits | undefined, b: DragBits) =>
  !!a &&
  a.ref === b.ref &&
  a.handleRef === b.handleRef &&
  a.attributes === b.attributes &&
  a.listeners === b.listeners &&
  a.style.transform === b.style.transform &&
  a.style.transition === b.style.transition &&
  a.style.opacity === b.style.opacity;

function Registrar({ id, store, roleDescription }: { id: string; store: DragBitsStore; roleDescription: string }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription },
  });
  // Published after each render, only when something changed: a row re-renders for its own changes alone.
  const published = useRef<DragBits>();
  useLayoutEffect(() => {
    const bits: DragBits = {
      ref: setNodeRef,
      handleRef: setActivatorNodeRef,
      attributes,
      listeners,
      style: { transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.7 : 1 },
    };
    if (sameBits(published.current, bits)) return;
    published.current = bits;
    store.set(id, bits);
  });
  useLayoutEffect(() => () => store.remove(id), [id, store]);
  return null;
}

export type DragLayerProps = {
  order: readonly string[];
  layout: 'list' | 'grid';
  say: SortableSay;
  store: DragBitsStore;
  onMove(activeId: string, overId: string): void;
};

export default function DragLayer({ order, layout, say, store, onMove }: DragLayerProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // One set of announcements per list (it remembers the last place it announced); places and words are read now.
  const current = useRef({ order, say });
  current.current = { order, say };
  const announcements = useMemo(
    () =>
      moveAnnouncements(
        (key, values) => current.current.say(key, values),
        (id) => current.current.order.indexOf(String(id)) + 1,
      ),
    [],
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: say('help') } }}
    >
      <SortableContext items={[...order]} strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}>
        {order.map((id) => (
          <Registrar key={id} id={id} store={store} roleDescription={say('sortable')} />
        ))}
      </SortableContext>
    </DndContext>
  );
}
