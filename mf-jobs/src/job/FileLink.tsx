import { api, toast, type FileRef } from 'shared-api';
import { useJobsT } from '../i18n';
import './strings';

/** A stored file: asks the server for a download link (it refuses who may not see it), then the browser goes there. */
export function FileLink({ file }: { file: FileRef }) {
  const t = useJobsT();
  const download = async () => {
    const { url } = await api.get('/api/files/download', { query: { key: file.id, filename: file.name } });
    toast.info(t('job.downloadStarted', { name: file.name }));
    window.location.assign(url);
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
