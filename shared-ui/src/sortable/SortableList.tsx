/**
 * The one sortable list (scenes, covers, titles): the screen draws the list and its items; this adds a drag handle
 * per item and dnd-kit's drag and drop, loaded as its own chunk only where a list may be reordered. The items are
 * drawn at once and are the same React tree before and after the drag-and-drop code arrives (it only fills in the
 * handles' listeners and the rows' moving style), so a click or typed text is never lost to the list being drawn
 * again; the handle is there from the start, disabled until then. A moved item shows at its new place at once;
 * `onMove` saves it, and a refusal puts the screen's order back.
 */
import { lazy, Suspense, useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { Icon, IconButton } from 'shared-ui';
import { DragBitsStore } from './drag-bits';
import type { SortableSay } from './messages';

const loadDragLayer = () => import(/* webpackChunkName: "sortable" */ './DragLayer');
const DragLayer = lazy(loadDragLayer);

/** Asks for the drag-and-drop code before the list renders (with the list's data), so the handles are live sooner. */
export function preloadSortable() {
  void loadDragLayer();
}

/** The handle grabs (a pointer drag must not scroll the page on touch screens). */
const grab: CSSProperties = { cursor: 'grab', touchAction: 'none' };

/** What an item's root takes to be sortable (its ref and style) and the handle to show in it (none when alone). */
export type SortableBits = { ref(node: HTMLElement | null): void; style: CSSProperties; handle: ReactNode };

const noRef = () => undefined;
const still: CSSProperties = {};

function Row({
  id,
  place,
  store,
  say,
  withHandle,
  renderItem,
}: {
  id: string;
  place: number;
  store: DragBitsStore;
  say: SortableSay;
  withHandle: boolean;
  renderItem: SortableListProps['renderItem'];
}) {
  const drag = useSyncExternalStore(store.subscribe, () => store.get(id));
  const handle = withHandle && (
    <IconButton
      ref={drag?.handleRef}
      variant="secondary"
      disabled={!drag}
      style={drag ? grab : undefined}
      {...drag?.attributes}
      {...drag?.listeners}
      aria-label={say('move', { n: place })}
    >
      <Icon name="menu" />
    </IconButton>
  );
  return renderItem(id, place, { ref: drag?.ref ?? noRef, style: drag?.style ?? still, handle: handle || undefined });
}

export type SortableListProps = {
  /** The items' ids in the screen's (the server's) order. */
  ids: readonly string[];
  /** Whether the caller may reorder: without it the same list is drawn, with no handles and no drag-and-drop code. */
  sortable: boolean;
  /** A column of items (the default) or a grid (arrows move across rows too). */
  layout?: 'list' | 'grid';
  say: SortableSay;
  /** Saves a move (`from`, `to` places from 0 in `ids`); resolves false when refused. */
  onMove(from: number, to: number, id: string): Promise<boolean>;
  /** The list element around the items. */
  renderList(items: ReactNode): ReactNode;
  /** One item, keyed by the list, at its 1-based place; its root takes `sortable.ref` and `sortable.style`. */
  renderItem(id: string, place: number, sortable: SortableBits): ReactNode;
};

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

export function SortableList({ ids, sortable, layout = 'list', say, onMove, renderList, renderItem }: SortableListProps) {
  const [store] = useState(() => new DragBitsStore());
  // A move shows at once; it is dropped as soon as the screen's ids change (the server's answer) or it is refused.
  const [moved, setMoved] = useState<{ basis: readonly string[]; order: readonly string[] } | null>(null);
  const order = moved && sameIds(moved.basis, ids) ? moved.order : ids;

  const move = async (activeId: string, overId: string) => {
    const from = order.indexOf(activeId);
    const to = order.indexOf(overId);
    if (from < 0 || to < 0) return;
    const next = [...order];
    next.splice(to, 0, ...next.splice(from, 1));
    setMoved({ basis: ids, order: next });
    if (!(await onMove(from, to, activeId))) setMoved(null);
  };

  return (
    <>
      {renderList(
        order.map((id, index) => (
          <Row
            key={id}
            id={id}
            place={index + 1}
            store={store}
            say={say}
            withHandle={sortable && order.length > 1}
            renderItem={renderItem}
          />
        )),
      )}
      {sortable && (
        <Suspense fallback={null}>
          <DragLayer order={order} layout={layout} say={say} store={store} onMove={(a, b) => void move(a, b)} />
        </Suspense>
      )}
    </>
  );
}
