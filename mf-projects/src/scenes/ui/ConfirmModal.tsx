/** A yes-or-cancel question before something that cannot be undone (remove an image, reset numbers, delete credits). */
import { useRef } from 'react';
import { Button, Modal } from 'shared-ui';
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
            {t('scenes.cancel')}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              onClose();
              onYes();
            }}
          >
            {yes}
          </Button>
        </>
      }
    />
  );
}
