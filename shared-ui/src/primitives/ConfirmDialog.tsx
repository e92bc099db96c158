/**
 * The one confirmation dialog: the question as its title, what will happen in a sentence below it, Cancel first and
 * the confirming button last (red for what destroys, the primary colour for a step forward). A refusal (the
 * server's sentence) shows inside, and the dialog stays open.
 */
import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { Modal } from './Modal';

const Refusal = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
const Detail = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

export type ConfirmDialogProps = {
  open: boolean;
  question: string;
  /** What confirming will do, named for the person (e.g. "The project moves from Finalizing to Ready."). */
  detail?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** 'danger' (default) for removing, 'primary' for a step forward that cannot be taken back with one click. */
  tone?: 'danger' | 'primary';
  busy?: boolean;
  /** Why the last attempt failed (the server's sentence), shown in the dialog, which stays open. */
  error?: string | null;
  onConfirm(): void;
  onCancel(): void;
  /** Focus Cancel when the dialog opens (for a removal that cannot be undone), instead of the dialog's first control. */
  focusCancel?: boolean;
};

export function ConfirmDialog({
  open,
  question,
  detail,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  busy,
  error,
  onConfirm,
  onCancel,
  focusCancel,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={question}
      size="sm"
      initialFocusRef={focusCancel ? cancel : undefined}
      footer={
        <>
          <Button ref={cancel} onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={tone} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {detail && <Detail>{detail}</Detail>}
      {error && <Refusal role="alert">{error}</Refusal>}
    </Modal>
  );
}
