/**
 * The project's docs (PMs and experts: `project.docs` is sent to them only). Callers who may upload (`uploadDoc`)
 * pick a file: it goes to POST /api/files/upload with its progress, then POST /{id}/upload-doc {fileId, name}
 * ("Doc uploaded"). Each doc shows its name, size, uploader and date, and Download navigates to its signed link.
 * `?doc=` in the address (a notification's link) brings the box into view and focuses it.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { downloadFile, UPLOAD_MAX_BYTES, uploadFile, type Project, type ProjectDoc } from 'shared-api';
import { Button, formatDate, PlainList, translateMessage, UploadButton } from 'shared-ui';
import { useProjectsT } from '../../i18n';
import { Box, Muted, useProjectChange } from '../../project-shared';

export const UPLOAD_DOC_PATH = 'upload-doc';

const Upload = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;
const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  progress {
    flex: 1;
  }
`;
const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
const Doc = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  div {
    flex: 1;
    min-width: 0;
  }
  strong {
    display: block;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** "12 KB", "3.4 MB": sizes as people read them. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}

export function DocsBox({ project }: { project: Project }) {
  const t = useProjectsT();
  const box = useRef<HTMLElement>(null);
  const [params] = useSearchParams();
  const focusDoc = params.has('doc');

  useEffect(() => {
    if (!focusDoc || !box.current) return;
    box.current.scrollIntoView?.({ block: 'start' });
    box.current.focus({ preventScroll: true });
  }, [focusDoc]);

  if (!project.docs) return null;
  return (
    <Box id="box-docs" ref={box} tabIndex={-1} title={t('page.docs.heading')}>
      {project.actions.includes('uploadDoc') && <DocUpload project={project} />}
      {project.docs.length === 0 ? (
        <Muted>{t('page.docs.empty')}</Muted>
      ) : (
        <PlainList>
          {project.docs.map((doc) => (
            <DocItem key={doc._id} doc={doc} />
          ))}
        </PlainList>
      )}
    </Box>
  );
}

function DocItem({ doc }: { doc: ProjectDoc }) {
  const t = useProjectsT();
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    // A refusal is toasted by the one HTTP client.
    void downloadFile({ id: doc.fileId, name: doc.fileName }).finally(() => setBusy(false));
  };
  return (
    <Doc>
      <div>
        <strong>{doc.name}</strong>
        <small>
          {[formatSize(doc.size), doc.user && t('page.docs.uploadedBy', { name: doc.user.name }), formatDate(doc.created)]
            .filter(Boolean)
            .join(' · ')}
        </small>
        {doc.text.trim() !== '' && <Muted>{doc.text}</Muted>}
      </div>
      <Button size="sm" loading={busy} aria-label={t('page.docs.downloadNamed', { name: doc.name })} onClick={download}>
        {t('page.docs.download')}
      </Button>
    </Doc>
  );
}

type Uploading = { name: string; fraction: number; error?: string };

function DocUpload({ project }: { project: Project }) {
  const t = useProjectsT();
  const change = useProjectChange(project._id);
  const [upload, setUpload] = useState<Uploading | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = async (file: File) => {
    running.current?.abort();
    if (file.size > UPLOAD_MAX_BYTES) {
      setUpload({ name: file.name, fraction: 0, error: t('page.docs.tooLarge') });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setUpload({ name: file.name, fraction: 0 });
    try {
      const { file: stored } = await uploadFile(
        file,
        (fraction) => setUpload((current) => current && { ...current, fraction }),
        controller.signal,
      );
      // Saved or refused (the server's message is toasted), the upload is over.
      await change.run(UPLOAD_DOC_PATH, { fileId: stored.id, name: file.name });
      if (running.current === controller) setUpload(null);
    } catch (error) {
      if (controller.signal.aborted) return;
      setUpload({
        name: file.name,
        fraction: 0,
        error: error instanceof Error ? translateMessage(error.message) : String(error),
      });
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  const uploading = upload !== null && !upload.error;
  return (
    <Upload>
      <UploadButton
        label={t('page.docs.upload')}
        disabled={uploading}
        busy={uploading}
        onFiles={(files) => void start(files[0])}
      />
      {upload && !upload.error && (
        <Progress>
          <span>{upload.name}</span>
          <progress max={1} value={upload.fraction} aria-label={t('page.docs.uploading', { name: upload.name })} />
        </Progress>
      )}
      {upload?.error && <Problem role="alert">{upload.error}</Problem>}
    </Upload>
  );
}
