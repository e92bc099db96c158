// A stored file as the pictures of scenes, boards, covers and versions show it: one JSON object per file, read in
// the same statement as its record (never a query per file).
import { sql } from 'kysely';

export interface FileFacts {
  fileId: string;
  name: string;
  ext: string;
  /** The small variant's size in pixels (null before migration 0028 and for files that are not images). */
  width: number | null;
  height: number | null;
}

/** `jsonb_build_object(…)` of the `files` row aliased `alias`. */
export const fileFactsJson = (alias: string) =>
  sql<FileFacts>`jsonb_build_object('fileId', ${sql.ref(`${alias}.id`)}, 'name', ${sql.ref(`${alias}.name`)}, 'ext', ${sql.ref(
    `${alias}.ext`,
  )}, 'width', ${sql.ref(`${alias}.width`)}, 'height', ${sql.ref(`${alias}.height`)})`;
