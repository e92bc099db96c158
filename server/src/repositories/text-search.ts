// Text search shared by the searches (the feed's posts, messages, the global search's projects): Thai has no spaces between
// words, so every search matches a substring (trigram index) beside whole words (full-text index, 'simple'
// configuration: no stemming, any language split on spaces).
import { sql, type RawBuilder } from 'kysely';

/** The text with LIKE's wildcards and escape character escaped (a term is matched as written). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * The condition that every word of the term (split on spaces) is in the full-text vector `tsv`, or the whole term is
 * inside the lower-cased text `text` (trigram index: Thai, written without spaces, and parts of words). Each of `text`
 * and `tsv` is the very expression its index is built on, so the planner can use the index.
 */
export function textSearchSql(text: RawBuilder<string>, tsv: RawBuilder<unknown>, term: string): RawBuilder<boolean> {
  const words = term
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}\p{M}]/gu, ''))
    .filter(Boolean);
  const pattern = `%${escapeLike(term.toLowerCase())}%`;
  const fullText = words.length
    ? sql<boolean>`${tsv} @@ to_tsquery('simple', ${words.map((word) => `'${word}'`).join(' & ')})`
    : sql<boolean>`false`;
  return sql<boolean>`(${fullText} or ${text} like ${pattern})`;
}
