// The search condition shared by the searchable tables (posts since 0013, messages since 0022): each has a
// lower-cased `search_text` behind a trigram index and a 'simple' full-text `search_tsv`.
import { sql, type RawBuilder } from 'kysely';

export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * Every word of the term (split on spaces) is in the full-text vector, or the whole term is inside the text
 * (trigram index: Thai, written without spaces, and parts of words).
 */
export function textSearchSql(table: 'posts' | 'messages', term: string): RawBuilder<boolean> {
  const words = term
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}\p{M}]/gu, ''))
    .filter(Boolean);
  const pattern = `%${escapeLike(term.toLowerCase())}%`;
  const fullText = words.length
    ? sql<boolean>`${sql.ref(`${table}.search_tsv`)} @@ to_tsquery('simple', ${words.map((word) => `'${word}'`).join(' & ')})`
    : sql<boolean>`false`;
  return sql<boolean>`(${fullText} or ${sql.ref(`${table}.search_text`)} like ${pattern})`;
}
