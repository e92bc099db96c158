/**
 * A yes-or-cancel question before something that cannot be undone (remove an image, reset numbers, delete credits):
 * the one ConfirmDialog, Cancel focused, closed before the removal runs.
 */
import { ConfirmDialog } from 'shared-ui';
import { useProjectsT } from '../../i18n';

export function ConfirmModal({
  open,
  question,
  yes,
  onYes,
  onClose,
}: {
  open: boolean;
  question: string;
  yes: string;
  onYes(): void;
  onClose(): void;
}) {
  const t = useProjectsT();
  return (
    <ConfirmDialog
      open={open}
      question={question}
      confirmLabel={yes}
      cancelLabel={t('scenes.cancel')}
      focusCancel
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        onYes();
      }}
    />
  );
}
