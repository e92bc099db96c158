/** A record's attached files as a list of download buttons, each named "Download {file}" (comments, messages). */
import styled from 'styled-components';
import { downloadFile, type FileRef } from 'shared-api';
import { Button } from 'shared-ui';

const Files = styled.ul`
  margin: ${({ theme }) => theme.space.xs} 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;

export type FileDownloadsProps = {
  files: ReadonlyArray<Pick<FileRef, 'id' | 'name'>>;
  /** The list's name ("Files"). */
  label: string;
  downloadLabel(name: string): string;
};

export function FileDownloads({ files, label, downloadLabel }: FileDownloadsProps) {
  return (
    <Files aria-label={label}>
      {files.map((file) => (
        <li key={file.id}>
          <Button size="sm" variant="link" aria-label={downloadLabel(file.name)} onClick={() => void downloadFile(file)}>
            {file.name}
          </Button>
        </li>
      ))}
    </Files>
  );
}
