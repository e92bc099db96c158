// Project docs: an upload attached to a project with a name and a note.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** Attaches the file to the project as a doc; answers the doc's id. */
export async function insertProjectDoc(
  trx: Kysely<Database>,
  input: { projectId: string; fileId: string; name: string; text: string; userId: string },
): Promise<string> {
  const { id } = await trx
    .insertInto('project_docs')
    .values({ project_id: input.projectId, file_id: input.fileId, name: input.name, text: input.text, created_by: input.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
