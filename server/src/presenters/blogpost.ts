// Docs as each caller sees them: readers get the sanitised HTML; the markdown source and the edit and delete
// actions only go to those who may edit (admins).
import { can, type Actor } from '../policies';
import type { BlogpostRow } from '../db/types';
import type { BlogpostWithAuthor, BlogpostFileRow } from '../repositories/blogposts';
import type { BlogpostJson, BlogpostSummaryJson } from '../schemas/blogpost';
import { iso } from './dates';

export function presentBlogpostSummary(row: Pick<BlogpostRow, 'id' | 'slug' | 'title' | 'updated_at'>): BlogpostSummaryJson {
  return { _id: row.id, slug: row.slug, title: row.title, updated: iso(row.updated_at) };
}

export function presentBlogpost(actor: Actor, row: BlogpostWithAuthor): BlogpostJson {
  const mayEdit = can(actor, 'edit', 'blogpost', null);
  const actions: BlogpostJson['actions'] = [];
  if (mayEdit) actions.push('edit');
  if (can(actor, 'delete', 'blogpost', null)) actions.push('delete');
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    ...(mayEdit ? { body: row.body } : {}),
    bodyHtml: row.body_html,
    files: row.files,
    user: row.user_id
      ? { _id: row.user_id, name: row.author_name ?? '', nameAlias: row.author_name_alias ?? '', picture: row.author_picture }
      : null,
    created: iso(row.created_at),
    updated: iso(row.updated_at),
    actions,
  };
}

export function presentBlogpostFile(row: BlogpostFileRow) {
  return {
    id: row.id,
    name: row.name,
    ext: row.ext,
    size: row.size,
    url: row.variants ? `/media/${row.id}_l.jpg` : null,
    blogpost: { _id: row.blogpost_id, title: row.blogpost_title },
  };
}
