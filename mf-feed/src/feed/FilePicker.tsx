import { useRef, useState } from 'react';
import styled from 'styled-components';
import { ApiError, UPLOAD_MAX_BYTES, uploadFile, type FileRef } from 'shared-api';
import { Button, Icon } from 'shared-ui';
import { useFeedT } from '../i18n';

type Upload = { key: number; name: string; fraction: number; error?: string };

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
  progress {
    flex: 1;
  }
`;
const Problem = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

export type FilePickerProps = {
  value: FileRef[];
  onChange(update: (files: FileRef[]) => FileRef[]): void;
  /** Tells the form whether uploads are still running (it waits for them). */
  onBusyChange(busy: boolean): void;
};

let nextKey = 0;

/** The post's files: each uploads at once through the shared upload, with its progress; a refusal shows the server's message. */
export function FilePicker({ value, onChange, onBusyChange }: FilePickerProps) {
  const t = useFeedT();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const running = useRef(0);

  const track = (key: number, change: Partial<Upload> | null) =>
    setUploads((list) =>
      change === null ? list.filter((u) => u.key !== key) : list.map((u) => (u.key === key ? { ...u, ...change } : u)),
    );

  const start = (file: File) => {
    const key = (nextKey += 1);
    setUploads((list) => [...list, { key, name: file.name, fraction: 0 }]);
    if (file.size > UPLOAD_MAX_BYTES) {
      track(key, { error: t('posts.form.tooLarge') });
      return;
    }
    running.current += 1;
    onBusyChange(true);
    uploadFile(file, (fraction) => track(key, { fraction }))
      .then(({ file: stored }) => {
        onChange((files) => [...files, stored]);
        track(key, null);
      })
      .catch((error: unknown) =>
        track(key, { error: error instanceof ApiError || error instanceof Error ? error.message : String(error) }),
      )
      .finally(() => {
        running.current -= 1;
        onBusyChange(running.current > 0);
      });
  };

  return (
    <div>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label={t('posts.form.attach')}
        onChange={(event) => {
          for (const file of Array.from(event.target.files ?? [])) start(file);
          event.target.value = '';
        }}
      />
      <Button size="sm" icon={<Icon name="upload" />} onClick={() => input.current?.click()}>
        {t('posts.form.attach')}
      </Button>
      {(value.length > 0 || uploads.length > 0) && (
        <List aria-label={t('posts.files')}>
          {value.map((file) => (
            <li key={file.id}>
              <span>{file.name}</span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('posts.form.removeFile', { name: file.name })}
                onClick={() => onChange((files) => files.filter((other) => other.id !== file.id))}
              >
                <Icon name="close" />
              </Button>
            </li>
          ))}
          {uploads.map((upload) => (
            <li key={upload.key}>
              <span>{upload.name}</span>
              {upload.error ? (
                <>
                  <Problem role="alert">{upload.error}</Problem>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('posts.form.removeFile', { name: upload.name })}
                    onClick={() => track(upload.key, null)}
                  >
                    <Icon name="close" />
                  </Button>
                </>
              ) : (
                <progress max={1} value={upload.fraction} aria-label={t('posts.form.uploading', { name: upload.name })} />
              )}
            </li>
          ))}
        </List>
      )}
    </div>
  );
}
