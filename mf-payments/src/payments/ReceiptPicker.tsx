import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { UPLOAD_MAX_BYTES, uploadFile, type FileRef } from 'shared-api';
import { Button, Field, Icon, translateMessage, UploadButton } from 'shared-ui';
import { usePaymentsT } from '../i18n';

const Status = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: -${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.lg};
  progress {
    flex: 1;
  }
`;
const Problem = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

type Upload = { name: string; fraction: number; error?: string };

export type ReceiptPickerProps = {
  value: FileRef | null;
  onChange(file: FileRef | null): void;
  /** Tells the form whether the upload is still running (it waits for it). */
  onBusyChange(busy: boolean): void;
  /** The field's label (default "Receipt (optional)"), e.g. naming the payee when a form has several. */
  label?: string;
};

/**
 * The optional receipt: one file, uploaded as soon as it is chosen, with its progress; a refused file shows the
 * server's message. Choosing another file replaces it; closing the form stops an upload under way.
 */
export function ReceiptPicker({ value, onChange, onBusyChange, label }: ReceiptPickerProps) {
  const t = usePaymentsT();
  const [upload, setUpload] = useState<Upload | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = (file: File) => {
    running.current?.abort();
    onChange(null);
    if (file.size > UPLOAD_MAX_BYTES) {
      setUpload({ name: file.name, fraction: 0, error: t('form.tooLarge') });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setUpload({ name: file.name, fraction: 0 });
    onBusyChange(true);
    uploadFile(file, (fraction) => setUpload((current) => current && { ...current, fraction }), controller.signal)
      .then(({ file: stored }) => {
        onChange(stored);
        setUpload(null);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setUpload({
          name: file.name,
          fraction: 0,
          error: error instanceof Error ? translateMessage(error.message) : String(error),
        });
      })
      .finally(() => {
        if (running.current !== controller) return;
        running.current = null;
        onBusyChange(false);
      });
  };

  const name = value?.name ?? upload?.name ?? '';
  return (
    <>
      <Field label={label ?? t('form.receipt')} hint={t('form.receiptHint')}>
        <UploadButton onFiles={(files) => start(files[0])} />
      </Field>
      {(value || upload) && (
        <Status>
          <span>{name}</span>
          {upload && !upload.error && (
            <progress max={1} value={upload.fraction} aria-label={t('form.uploading', { name: upload.name })} />
          )}
          {upload?.error && <Problem role="alert">{upload.error}</Problem>}
          {(value || upload?.error) && (
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('form.removeReceipt', { name })}
              onClick={() => {
                onChange(null);
                setUpload(null);
              }}
            >
              <Icon name="close" />
            </Button>
          )}
        </Status>
      )}
    </>
  );
}
