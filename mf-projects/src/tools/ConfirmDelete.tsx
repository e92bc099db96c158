/** The question before a sample is deleted: Cancel (focused) or Delete. */
import { useRef } from 'react';
import { Button, Modal } from 'shared-ui';
import { useToolsT } from './strings';

export function ConfirmDelete({
  open,
  question,
  onYes,
  onClose,
}: {
  open: boolean;
  question: string;
  onYes(): void;
  onClose(): void;
}) {
  const t = useToolsT();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title={question}
      initialFocusRef={cancel}
      footer={
        <>
          <Button ref={cancel} onClick={onClose}>
            {t('tools.cancel')}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              onClose();
              onYes();
            }}
          >
            {t('tools.delete')}
          </Button>
        </>
      }
    />
  );
}
