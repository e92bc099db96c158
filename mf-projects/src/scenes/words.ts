/**
 * Script length as the scene list and the Script section show it (spec doc 2 sections 5 and 9): text between square
 * brackets is a note to the team, not script, and is not counted. The server counts the same way when it saves a
 * scene (its answer's wordCount and characterCount replace these at once); these are the live figures while typing.
 */
import { WORD_COUNT_TARGET, WORD_COUNT_WARNING } from '../project';

/** The text without its bracketed notes (`[pause]`, `[show the map]`); an unclosed bracket hides nothing. */
export const withoutNotes = (text: string): string => text.replace(/\[[^\]]*\]/g, ' ');

export function countWords(text: string): number {
  const words = withoutNotes(text).trim();
  return words === '' ? 0 : words.split(/\s+/).length;
}

/** Characters of script (bracketed notes and surrounding blanks left out). */
export function countCharacters(text: string): number {
  return withoutNotes(text).replace(/\s+/g, ' ').trim().length;
}

/**
 * Where a script's length stands for a PM: `short` up to 1,600 words, `warning` strictly between 1,600 and 1,800
 * (almost long enough: the header warns), `close` from 1,800 to 1,900, `target` above 1,900 (a 10-minute video).
 */
export type WordBand = 'short' | 'warning' | 'close' | 'target';

export function wordBand(words: number): WordBand {
  if (words > WORD_COUNT_TARGET) return 'target';
  if (words >= WORD_COUNT_WARNING.below) return 'close';
  if (words > WORD_COUNT_WARNING.above) return 'warning';
  return 'short';
}
