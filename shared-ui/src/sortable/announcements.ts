/**
 * What dnd-kit says to a screen reader while an item is moved. dnd-kit reports "over" as soon as a drag starts (the
 * item is over its own place), which replaced "Picked up scene N" at once with "moved to place N". Here a place is
 * announced only when it changes from the last one announced, so the pick-up is heard first.
 */
import type { Announcements } from '@dnd-kit/core';
import type { SortableSay } from './messages';

/** Announcements for one list; `placeOf(id)` is the item's 1-based place before the move. */
export function moveAnnouncements(say: SortableSay, placeOf: (id: unknown) => number): Announcements {
  let lastOver: unknown = null;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return say('picked', { n: placeOf(active.id) });
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver) return undefined;
      lastOver = over.id;
      return say('moved', { from: placeOf(active.id), to: placeOf(over.id) });
    },
    onDragEnd: ({ active, over }) => {
      lastOver = null;
      return over ? say('dropped', { n: placeOf(active.id), to: placeOf(over.id) }) : undefined;
    },
    onDragCancel: ({ active }) => {
      lastOver = null;
      return say('cancelled', { n: placeOf(active.id) });
    },
  };
}
