/**
 * The typed event bus shared by the shell and every remote (one instance: shared-api is a federation
 * singleton). Remotes ask for modals and toasts here; the shell renders them.
 */
import mitt, { type Emitter } from 'mitt';
import type { ModalName } from '../constants/modals';
import type { ModalPropsMap } from '../federation/remote-modules';
import { revalidate } from '../swr/revalidate';

export type ToastKind = 'success' | 'error' | 'info';
export type ToastEvent = { kind: ToastKind; message: string };

export type BusEvents = {
  'modal:open': { name: ModalName; props?: Record<string, unknown> };
  /** Without a name: close whatever modal is open. */
  'modal:close': { name?: ModalName };
  toast: ToastEvent;
  /** Something under `/api/<resource>` changed: every cached read under it (lists, counts, details) reloads. */
  'data:changed': { resource: string };
};

export type BusEventName = keyof BusEvents;

export const bus: Emitter<BusEvents> = mitt<BusEvents>();

// The one listener that makes `data:changed` mean something: the shared SWR cache reloads every key under the
// resource (an open list, the tab counts, a detail), whichever remote or the shell emitted it.
let lastRevalidation: Promise<void> = Promise.resolve();
bus.on('data:changed', ({ resource }) => {
  lastRevalidation = revalidate('/api/' + resource.replace(/^\/+/, ''));
});

export function openModal<N extends ModalName>(name: N, props?: ModalPropsMap[N]): void {
  bus.emit('modal:open', { name, props });
}

export function closeModal(name?: ModalName): void {
  bus.emit('modal:close', { name });
}

export const toast = {
  success(message: string): void {
    bus.emit('toast', { kind: 'success', message });
  },
  error(message: string): void {
    bus.emit('toast', { kind: 'error', message });
  },
  info(message: string): void {
    bus.emit('toast', { kind: 'info', message });
  },
};

/**
 * Announce a change (e.g. 'jobs' after creating a job); the bus's listener revalidates every cached
 * `/api/<resource>` key. Resolves once those reads are back.
 */
export function notifyChanged(resource: string): Promise<void> {
  bus.emit('data:changed', { resource: resource.replace(/^\/+/, '') });
  return lastRevalidation;
}
