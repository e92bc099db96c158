import { Button, Modal } from 'shared-ui';

export type ConfirmDialogProps = {
  open: boolean;
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
};

/** "You sure you want to remove …?" with the destructive button last. */
export function ConfirmDialog({ open, question, confirmLabel, cancelLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={question}
      size="sm"
      footer={
        <>
          <Button onClick={onCancel}>{cancelLabel}</Button>
          <Button variant="danger" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
