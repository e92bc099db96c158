/**
 * What dnd-kit says to a screen reader while a scene is moved. dnd-kit reports "over" as soon as a drag starts (the
 * scene is over its own place), which used to replace "Picked up scene N" at once with "moved to place N". Here a
 * place is announced only when it changes from the last one announced, so the pick-up is heard first.
 */
import type { Announcements } from '@dnd-kit/core';
import type { Translate } from 'shared-ui';

/**
 * Announcements for one list; `placeOf(id)` is the item's 1-based place before the move. `keys` names the strings
 * (`{keys}.picked`, `.moved`, `.dropped`, `.cancelled`): the scenes' by default, the covers' or titles' elsewhere.
 */
export function sceneAnnouncements(t: Translate, placeOf: (id: unknown) => number, keys = 'scenes'): Announcements {
  let lastOver: unknown = null;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return t(`${keys}.picked`, { n: placeOf(active.id) });
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver) return undefined;
      lastOver = over.id;
      return t(`${keys}.moved`, { from: placeOf(active.id), to: placeOf(over.id) });
    },
    onDragEnd: ({ active, over }) => {
      lastOver = null;
      return over ? t(`${keys}.dropped`, { n: placeOf(active.id), to: placeOf(over.id) }) : undefined;
    },
    onDragCancel: ({ active }) => {
      lastOver = null;
      return t(`${keys}.cancelled`, { n: placeOf(active.id) });
    },
  };
}
