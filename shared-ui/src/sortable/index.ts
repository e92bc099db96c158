/**
 * shared-ui/sortable: the one sortable list, an entry of its own so screens that never sort do not download it
 * (dnd-kit itself is a further chunk, loaded only where a list may be reordered).
 */
export { SortableList, preloadSortable, type SortableBits, type SortableListProps } from './SortableList';
export type { SortableMessageKey, SortableSay } from './messages';
