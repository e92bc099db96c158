/**
 * Files a form attaches (a doc's, later a post's or comment's): each chosen file uploads at once through shared-api's
 * `uploadFile` with a progress bar; a refused one shows the server's message (413, 415) and leaves the queue when
 * dismissed. The form reads `busy` to wait for uploads before it saves.
 */
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { ApiError, UPLOAD_MAX_BYTES, uploadFile, type FileRef } from 'shared-api';
import { Button, Icon, translateMessage } from 'shared-ui';
import { useFeedT } from '../i18n';

type Pending = { key: number; name: string; fraction: number; error?: string };

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

export type FileAttachmentsProps = {
  /** The label of the choose button (and the hidden file input). */
  label: string;
  files: FileRef[];
  onFilesChange(update: (files: FileRef[]) => FileRef[]): void;
  onBusyChange(busy: boolean): void;
};

let lastKey = 0;

export function FileAttachments({ label, files, onFilesChange, onBusyChange }: FileAttachmentsProps) {
  const t = useFeedT();
  const picker = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const inFlight = useRef(0);

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
    if (file.size > UPLOAD_MAX_BYTES) return update(key, { error: t('uploads.tooLarge') });
    inFlight.current += 1;
    onBusyChange(true);
    void uploadFile(file, (fraction) => update(key, { fraction }))
      .then(({ file: stored }) => {
        onFilesChange((current) => [...current, stored]);
        update(key, 'drop');
      })
      .catch((error: unknown) => {
        const message = error instanceof ApiError && error.message ? translateMessage(error.message) : t('uploads.failed');
        update(key, { error: message });
      })
      .finally(() => {
        inFlight.current -= 1;
        onBusyChange(inFlight.current > 0);
      });
  };

  const removeButton = (name: string, onClick: () => void) => (
    <Button size="sm" variant="ghost" aria-label={t('uploads.remove', { name })} onClick={onClick}>
      <Icon name="close" />
    </Button>
  );

  return (
    <div>
      <input
        ref={picker}
        type="file"
        multiple
        hidden
        aria-label={label}
        onChange={(event) => {
          Array.from(event.target.files ?? []).forEach(send);
          event.target.value = '';
        }}
      />
      <Button size="sm" onClick={() => picker.current?.click()}>
        <Icon name="upload" /> {label}
      </Button>
      {files.length + pending.length > 0 && (
        <Rows aria-label={t('uploads.list')}>
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
                <progress max={1} value={row.fraction} aria-label={t('uploads.progress', { name: row.name })} />
              )}
            </li>
          ))}
        </Rows>
      )}
    </div>
  );
}
