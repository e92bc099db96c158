// Docs (`blogposts`): read a page of the list by title, one doc by id or slug with its author, write rows.
import { sql, type Kysely } from 'kysely';
import type { BlogpostRow, Database, StoredFile } from '../db/types';

export type BlogpostWithAuthor = BlogpostRow & {
  author_name: string | null;
  author_name_alias: string | null;
  author_picture: string | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One page of docs by title (the `blogposts_title_idx` order), and whether more follow. */
export async function listBlogposts(
  db: Kysely<Database>,
  page: { skip: number; limit: number },
): Promise<{ rows: Array<Pick<BlogpostRow, 'id' | 'slug' | 'title' | 'updated_at'>>; hasMore: boolean }> {
  const rows = await db
    .selectFrom('blogposts')
    .select(['id', 'slug', 'title', 'updated_at'])
    .orderBy(sql`lower(title)`)
    .orderBy('id')
    .offset(page.skip)
    .limit(page.limit + 1)
    .execute();
  return { rows: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}

/** One doc by its id or its slug, with its author; undefined when there is none. */
export async function findBlogpost(db: Kysely<Database>, idOrSlug: string): Promise<BlogpostWithAuthor | undefined> {
  return db
    .selectFrom('blogposts as b')
    .leftJoin('users as u', 'u.id', 'b.user_id')
    .selectAll('b')
    .select(['u.name as author_name', 'u.name_alias as author_name_alias', 'u.picture as author_picture'])
    .where(UUID.test(idOrSlug) ? 'b.id' : 'b.slug', '=', idOrSlug)
    .executeTakeFirst();
}

/** The id of the doc holding `slug`, other than `exceptId`; undefined when it is free. */
export async function slugHolder(db: Kysely<Database>, slug: string, exceptId?: string): Promise<string | undefined> {
  let query = db.selectFrom('blogposts').select('id').where('slug', '=', slug);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst())?.id;
}

export interface BlogpostValues {
  title: string;
  slug: string | null;
  body: string;
  bodyHtml: string;
  files: StoredFile[];
}

/** Writes a new doc by `userId`; answers its id. */
export async function insertBlogpost(db: Kysely<Database>, userId: string | null, values: BlogpostValues): Promise<string> {
  const row = await db
    .insertInto('blogposts')
    .values({
      title: values.title,
      slug: values.slug,
      body: values.body,
      body_html: values.bodyHtml,
      files: JSON.stringify(values.files),
      user_id: userId,
      updated_by: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Replaces a doc's title, slug, body and files; answers whether it existed. */
export async function updateBlogpost(db: Kysely<Database>, id: string, userId: string, values: BlogpostValues): Promise<boolean> {
  const result = await db
    .updateTable('blogposts')
    .set({
      title: values.title,
      slug: values.slug,
      body: values.body,
      body_html: values.bodyHtml,
      files: JSON.stringify(values.files),
      updated_by: userId,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteBlogpost(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('blogposts').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface BlogpostFileRow extends StoredFile {
  blogpost_id: string;
  blogpost_title: string;
  variants: boolean;
}

/** The files docs carry, newest doc first, a page at a time (one query: the docs' arrays joined to `files`). */
export async function listBlogpostFiles(
  db: Kysely<Database>,
  page: { skip: number; limit: number },
): Promise<{ rows: BlogpostFileRow[]; hasMore: boolean }> {
  const rows = await sql<BlogpostFileRow>`
    select f.id::text as id, f.name, f.ext, f.size, f.variants, b.id as blogpost_id, b.title as blogpost_title
    from blogposts b
    cross join lateral jsonb_array_elements(b.files) with ordinality as item(file, position)
    join files f on f.id::text = item.file ->> 'id'
    order by b.updated_at desc, b.id, item.position
    offset ${page.skip} limit ${page.limit + 1}`.execute(db);
  return { rows: rows.rows.slice(0, page.limit), hasMore: rows.rows.length > page.limit };
}
