/**
 * The unsaved-changes warning inside the app (the shell's guard covers closing or reloading the tab): while a guarded
 * text area (`data-guard-unsaved`) holds non-blank text, following a link asks "You have unsaved changes" first.
 */
import { useEffect } from 'react';

export function hasUnsavedText(root: ParentNode = document): boolean {
  return Array.from(root.querySelectorAll<HTMLTextAreaElement>('textarea[data-guard-unsaved]')).some(
    (area) => area.value.trim() !== '',
  );
}

export function useLeaveGuard(question: string): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || !hasUnsavedText()) return;
      if (!window.confirm(question)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [question]);
}
