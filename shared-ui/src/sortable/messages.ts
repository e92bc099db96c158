/** The words a sortable list says, in the page's language, given by the screen (it names what is moved). */
export type SortableMessageKey =
  /** The handle's role description ("movable scene"), instead of dnd-kit's English "sortable". */
  | 'sortable'
  /** The handle's name, `{n}` the item's place ("Move scene 2"). */
  | 'move'
  /** How to move an item from the keyboard (read when the handle is focused). */
  | 'help'
  | 'picked'
  | 'moved'
  | 'dropped'
  | 'cancelled';

export type SortableSay = (key: SortableMessageKey, values?: { n?: number; from?: number; to?: number }) => string;
