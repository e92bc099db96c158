/** Focus helpers shared by Modal, SideModal, Lightbox and Menu. */
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableIn(root: HTMLElement | null): HTMLElement[] {
  if (!root) return [];
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute('disabled') && element.getAttribute('aria-hidden') !== 'true',
  );
}

// Open dialogs lock the page's scroll; nested ones share the lock.
let scrollLocks = 0;
let savedOverflow = '';
function lockScroll(): () => void {
  if (scrollLocks === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  scrollLocks += 1;
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) document.body.style.overflow = savedOverflow;
  };
}

type DialogOptions = {
  open: boolean;
  onClose(): void;
  container: RefObject<HTMLElement | null>;
  /** Where focus goes first; default: the first focusable element in `content`, then in the dialog. */
  initialFocus?: RefObject<HTMLElement | null>;
  content?: RefObject<HTMLElement | null>;
};

/**
 * Dialog behaviour: focus moves in on open and returns to where it was on close, Tab stays inside,
 * Escape closes (only the innermost dialog: the event stops there).
 */
export function useDialog({ open, onClose, container, initialFocus, content }: DialogOptions) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockScroll();
    const target =
      initialFocus?.current ??
      content?.current?.querySelector<HTMLElement>('[autofocus], [data-autofocus]') ??
      focusableIn(content?.current ?? null)[0] ??
      focusableIn(container.current)[0] ??
      container.current;
    target?.focus();
    return () => {
      unlock();
      if (previous?.isConnected) previous.focus();
    };
  }, [open]); // once per opening: the refs are read when it happens

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = focusableIn(container.current);
    if (focusable.length === 0) {
      event.preventDefault();
      container.current?.focus();
      return;
    }
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === container.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return { onKeyDown };
}
