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
  /** Something under `/api/<resource>` changed; lists showing it may reload. */
  'data:changed': { resource: string };
};

export type BusEventName = keyof BusEvents;

export const bus: Emitter<BusEvents> = mitt<BusEvents>();

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

/** Announce a change (e.g. 'jobs' after creating a job) and revalidate every cached `/api/<resource>` key. */
export function notifyChanged(resource: string): Promise<void> {
  const path = resource.replace(/^\/+/, '');
  bus.emit('data:changed', { resource: path });
  return revalidate('/api/' + path);
}
