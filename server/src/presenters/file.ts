import type { FileRow } from '../db/types';

/** A stored file as records carry it (`StoredFile`): its id is the key of downloads and image variants. */
export const presentStoredFile = (file: Pick<FileRow, 'id' | 'name' | 'ext' | 'size'>) => ({
  id: file.id,
  name: file.name,
  ext: file.ext,
  size: file.size,
});
