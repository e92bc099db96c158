// Resources (cover-title samples): paged newest first off `resources_type_idx` (or the category / exaggeration
// indexes when filtered), with the image file and who added it joined in one query; added, changed (the row locked)
// and deleted here too.
import type { Kysely } from 'kysely';
import type { Database, ResourcesTable } from '../db/types';

export interface ResourceRow {
  id: string;
  type: 'cover-title-sample';
  props: Record<string, unknown>;
  created_at: Date;
  created_by: string | null;
  file_id: string | null;
  file_name: string | null;
  file_ext: string | null;
  file_size: number | null;
  user_name: string | null;
  user_name_alias: string | null;
  user_picture: string | null;
}

const base = (db: Kysely<Database>) =>
  db
    .selectFrom('resources as r')
    .leftJoin('files as f', 'f.id', 'r.file_id')
    .leftJoin('users as u', 'u.id', 'r.created_by')
    .select([
      'r.id',
      'r.type',
      'r.props',
      'r.created_at',
      'r.created_by',
      'r.file_id',
      'f.name as file_name',
      'f.ext as file_ext',
      'f.size as file_size',
      'u.name as user_name',
      'u.name_alias as user_name_alias',
      'u.picture as user_picture',
    ]);

export async function listResources(
  db: Kysely<Database>,
  query: { type: 'cover-title-sample'; category?: string; exaggeration?: string; skip: number; limit: number },
): Promise<{ rows: ResourceRow[]; hasMore: boolean }> {
  let q = base(db).where('r.type', '=', query.type);
  if (query.category) q = q.where((eb) => eb(eb.ref('r.props', '->>').key('category'), '=', query.category!));
  if (query.exaggeration) q = q.where((eb) => eb(eb.ref('r.props', '->>').key('exaggeration'), '=', query.exaggeration!));
  const rows = (await q
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .offset(query.skip)
    .limit(query.limit + 1)
    .execute()) as ResourceRow[];
  return { rows: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
}

export async function findResource(db: Kysely<Database>, id: string): Promise<ResourceRow | undefined> {
  return (await base(db).where('r.id', '=', id).executeTakeFirst()) as ResourceRow | undefined;
}

/** What a resource stores: its props (JSON) and the file they name. */
export interface ResourceValues {
  props: Record<string, unknown>;
  fileId: string;
}

/** Adds a resource; answers its id. */
export async function insertResource(
  db: Kysely<Database>,
  input: ResourceValues & { type: ResourcesTable['type']; createdBy: string },
): Promise<string> {
  const { id } = await db
    .insertInto('resources')
    .values({ type: input.type, props: JSON.stringify(input.props), file_id: input.fileId, created_by: input.createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A resource's row locked for a change (undefined when unknown). */
export async function lockResource(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('resources')
    .select(['id', 'type', 'created_by', 'file_id'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Replaces a resource's props and file. */
export async function updateResource(db: Kysely<Database>, id: string, values: ResourceValues): Promise<void> {
  await db
    .updateTable('resources')
    .set({ props: JSON.stringify(values.props), file_id: values.fileId })
    .where('id', '=', id)
    .execute();
}

export async function deleteResource(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('resources').where('id', '=', id).execute();
}
