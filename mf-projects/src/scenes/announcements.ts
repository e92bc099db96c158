/**
 * What dnd-kit says to a screen reader while a scene is moved. dnd-kit reports "over" as soon as a drag starts (the
 * scene is over its own place), which used to replace "Picked up scene N" at once with "moved to place N". Here a
 * place is announced only when it changes from the last one announced, so the pick-up is heard first.
 */
import type { Announcements } from '@dnd-kit/core';
import type { Translate } from 'shared-ui';

/** Announcements for one list; `placeOf(id)` is the scene's 1-based place before the move. */
export function sceneAnnouncements(t: Translate, placeOf: (id: unknown) => number): Announcements {
  let lastOver: unknown = null;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return t('scenes.picked', { n: placeOf(active.id) });
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver) return undefined;
      lastOver = over.id;
      return t('scenes.moved', { from: placeOf(active.id), to: placeOf(over.id) });
    },
    onDragEnd: ({ active, over }) => {
      lastOver = null;
      return over ? t('scenes.dropped', { n: placeOf(active.id), to: placeOf(over.id) }) : undefined;
    },
    onDragCancel: ({ active }) => {
      lastOver = null;
      return t('scenes.cancelled', { n: placeOf(active.id) });
    },
  };
}
