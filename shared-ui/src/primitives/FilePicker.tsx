/**
 * The files a form attaches (a job's brief, a deliverable, a post, a doc): each chosen file uploads at once, with a
 * progress bar named after it; a file over the size limit is refused before it is sent, and a refused upload shows
 * the server's message (413, 415) until it is dismissed. The form reads `onBusyChange` to wait for uploads before it
 * saves. The upload itself is the caller's `uploader` (shared-api's `fileUploader`).
 */
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { translateMessage, useT } from '../i18n/i18n';
import { Button } from './Button';
import { Icon } from './Icon';

/** What the picker shows of a stored file. */
export type PickedFile = { id: string; name: string };

/** How files upload: `upload` sends one, telling its progress (0 to 1); larger files than `maxBytes` are not sent. */
export type FileUploader<F extends PickedFile> = {
  upload(file: File, onProgress: (fraction: number) => void): Promise<{ file: F }>;
  maxBytes: number;
};

export type FilePickerProps<F extends PickedFile> = {
  files: F[];
  onFilesChange(update: (files: F[]) => F[]): void;
  /** Whether uploads are still running (the form waits for them). */
  onBusyChange(busy: boolean): void;
  uploader: FileUploader<F>;
  /** The choose button's label (and the hidden file input's); "Attach files" unless given. */
  label?: string;
};

type Pending = { key: number; name: string; fraction: number; error?: string };

const Box = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;
const Rows = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
  span {
    overflow-wrap: anywhere;
  }
  progress {
    flex: 1 1 120px;
  }
`;
const Refused = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

let lastKey = 0;

export function FilePicker<F extends PickedFile>({
  files,
  onFilesChange,
  onBusyChange,
  uploader: { upload, maxBytes },
  label,
}: FilePickerProps<F>) {
  const t = useT();
  const picker = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const inFlight = useRef(0);
  const choose = label ?? t('filePicker.attach');

  const update = (key: number, change: Partial<Pending> | 'drop') =>
    setPending((rows) =>
      change === 'drop'
        ? rows.filter((row) => row.key !== key)
        : rows.map((row) => (row.key === key ? { ...row, ...change } : row)),
    );

  const send = (file: File) => {
    lastKey += 1;
    const key = lastKey;
    setPending((rows) => [...rows, { key, name: file.name, fraction: 0 }]);
    if (file.size > maxBytes) {
      update(key, { error: t('filePicker.tooLarge', { mb: Math.floor(maxBytes / (1024 * 1024)) }) });
      return;
    }
    inFlight.current += 1;
    onBusyChange(true);
    upload(file, (fraction) => update(key, { fraction }))
      .then(({ file: stored }) => {
        onFilesChange((current) => [...current, stored]);
        update(key, 'drop');
      })
      .catch((error: unknown) => {
        const message = error instanceof Error && error.message ? translateMessage(error.message) : t('filePicker.failed');
        update(key, { error: message });
      })
      .finally(() => {
        inFlight.current -= 1;
        onBusyChange(inFlight.current > 0);
      });
  };

  const removeButton = (name: string, onClick: () => void) => (
    <Button size="sm" variant="ghost" aria-label={t('filePicker.remove', { name })} onClick={onClick}>
      <Icon name="close" />
    </Button>
  );

  return (
    <Box>
      <input
        ref={picker}
        type="file"
        multiple
        hidden
        aria-label={choose}
        onChange={(event) => {
          Array.from(event.target.files ?? []).forEach(send);
          event.target.value = '';
        }}
      />
      <Button size="sm" icon={<Icon name="upload" />} onClick={() => picker.current?.click()}>
        {choose}
      </Button>
      {files.length + pending.length > 0 && (
        <Rows aria-label={t('filePicker.list')}>
          {files.map((file) => (
            <li key={file.id}>
              <span>{file.name}</span>
              {removeButton(file.name, () => onFilesChange((current) => current.filter((other) => other.id !== file.id)))}
            </li>
          ))}
          {pending.map((row) => (
            <li key={row.key}>
              <span>{row.name}</span>
              {row.error ? (
                <>
                  <Refused role="alert">{row.error}</Refused>
                  {removeButton(row.name, () => update(row.key, 'drop'))}
                </>
              ) : (
                <progress max={1} value={row.fraction} aria-label={t('filePicker.uploading', { name: row.name })} />
              )}
            </li>
          ))}
        </Rows>
      )}
    </Box>
  );
}
