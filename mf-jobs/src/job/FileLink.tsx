import { downloadFile, toast, type FileRef } from 'shared-api';
import { useJobsT } from '../i18n';
import './strings';

/** A stored file: the one download (the server refuses who may not see it), and a word that it started. */
export function FileLink({ file }: { file: FileRef }) {
  const t = useJobsT();
  const download = async () => {
    if (await downloadFile(file)) toast.info(t('job.downloadStarted', { name: file.name }));
  };
  return (
    <a
      href={`#file-${file.id}`}
      onClick={(event) => {
        event.preventDefault();
        void download();
      }}
    >
      {file.name}
    </a>
  );
}
