import styled from 'styled-components';
import { Button, Modal } from 'shared-ui';

const Refusal = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export type ConfirmDialogProps = {
  open: boolean;
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  /** Why the last attempt failed (the server's sentence), shown in the dialog, which stays open. */
  error?: string | null;
  onConfirm(): void;
  onCancel(): void;
};

/** "You sure you want to remove …?" with the destructive button last. */
export function ConfirmDialog({
  open,
  question,
  confirmLabel,
  cancelLabel,
  busy,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
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
    >
      {error && <Refusal role="alert">{error}</Refusal>}
    </Modal>
  );
}
