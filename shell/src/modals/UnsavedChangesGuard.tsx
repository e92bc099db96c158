/**
 * The unsaved-changes guard for the whole page, every section and remote alike: while any guarded text area
 * (`data-guard-unsaved`) holds non-blank text, following an in-app link first asks "You have unsaved changes"
 * (Cancel stays, with the text), and closing or reloading the tab shows the browser's leave-page warning.
 */
import { useEffect } from 'react';
import { useT } from 'shared-ui';
import { SHELL_NAMESPACE } from '../i18n';

export function hasUnsavedText(root: ParentNode = document): boolean {
  return Array.from(root.querySelectorAll<HTMLTextAreaElement>('textarea[data-guard-unsaved]')).some(
    (area) => area.value.trim() !== '',
  );
}

export function UnsavedChangesGuard() {
  const t = useT(SHELL_NAMESPACE);
  const message = t('unsavedChanges');
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedText()) return undefined;
      event.preventDefault();
      // Browsers show their own wording; older ones show this text.
      event.returnValue = message;
      return message;
    };
    // Capture on the document: runs before any router's link (the shell's or a remote's) acts on the click.
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || event.defaultPrevented || !hasUnsavedText()) return;
      if (!window.confirm(message)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [message]);
  return null;
}
