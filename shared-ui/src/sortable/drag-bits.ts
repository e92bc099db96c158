/**
 * What the drag-and-drop layer hands each row once it has arrived: the row's ref and moving style, and the handle's
 * ref and props. The layer publishes them here instead of wrapping the rows, so the rows (and whatever a person is
 * typing in them) stay the same React tree before and after it loads; each row reads only its own entry.
 */
import type { CSSProperties } from 'react';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';

export type DragBits = {
  ref(node: HTMLElement | null): void;
  style: CSSProperties;
  handleRef(node: HTMLElement | null): void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
};

export class DragBitsStore {
  private readonly bits = new Map<string, DragBits>();
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  get = (id: string) => this.bits.get(id);

  /** The layer publishes only bits that changed (see DragLayer), so every set is news. */
  set(id: string, bits: DragBits) {
    this.bits.set(id, bits);
    this.notify();
  }

  remove(id: string) {
    if (this.bits.delete(id)) this.notify();
  }

  private notify() {
    for (const listener of [...this.listeners]) listener();
  }
}
