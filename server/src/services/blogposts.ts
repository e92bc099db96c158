// Writing docs: the one path from a doc form's body to a `blogposts` row (the create and edit routes, and the
// demo seed's tutorials), so every stored doc is one the app itself could have written.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { ConflictError, NotFoundError } from '../errors';
import type { Actor } from '../policies';
import { insertBlogpost, slugHolder, updateBlogpost, type BlogpostValues } from '../repositories/blogposts';
import type { BlogpostInput } from '../schemas/blogpost';
import { renderMarkdown } from './markdown';
import { uploadedFiles } from './uploads';

/** The row a doc form writes: trimmed title, slug (blank: none), the body rendered and sanitised, its uploads. */
async function blogpostValues(db: Kysely<Database>, actor: Actor, input: BlogpostInput, id?: string): Promise<BlogpostValues> {
  const values = {
    title: input.title.trim(),
    slug: input.slug?.trim() || null,
    body: input.body,
    bodyHtml: renderMarkdown(input.body),
    files: await uploadedFiles(db, input.files ?? [], actor),
  };
  if (values.slug && (await slugHolder(db, values.slug, id))) {
    throw new ConflictError(`slug: another doc already has the address ${values.slug}`);
  }
  return values;
}

/** Writes a new doc by `actor` (in the caller's transaction); answers its id. */
export async function createBlogpost(db: Kysely<Database>, actor: Actor, input: BlogpostInput): Promise<string> {
  return insertBlogpost(db, actor.id, await blogpostValues(db, actor, input));
}

/** Replaces a doc's title, slug, body and files; 404 when there is no such doc. */
export async function editBlogpost(db: Kysely<Database>, actor: Actor, id: string, input: BlogpostInput): Promise<void> {
  if (!(await updateBlogpost(db, id, actor.id, await blogpostValues(db, actor, input, id))))
    throw new NotFoundError('Doc not found');
}
