/** The browser's leave-page warning while any guarded text area (`data-guard-unsaved`) holds non-blank text. */
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
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [message]);
  return null;
}
