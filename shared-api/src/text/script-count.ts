/**
 * How long a script is: the one rule the server saves (server/src/domain/script-text.ts) and the scene editor shows
 * live while typing (mf-projects' scenes), so the figure a PM sees does not change when the save answers. Pure, no
 * imports: the server bundles it through `shared-api/script-count`, remotes take it from `shared-api`.
 *
 * - Text between square brackets is a note to the team, not script (spec doc 2 sections 5 and 9), and is not counted;
 *   nested brackets go with their outer note, an unclosed bracket hides nothing.
 * - Characters are Unicode code points of what remains, runs of white space counted as one space, ends trimmed.
 * - Words are the white-space separated runs holding at least one letter or digit: a lone dash or emoji is no word,
 *   so `hello - world` is two words. Thai, written without spaces between words, counts one word per space-separated
 *   run (a phrase); Thai scripts are measured by their characters.
 */

export interface ScriptStats {
  wordCount: number;
  characterCount: number;
}

/** Square-bracketed notes ([music fades], [SFX: door]), innermost first so nested brackets go too. */
const BRACKETED = /\[[^[\]]*\]/g;

/** The text as it counts: bracketed parts removed, runs of white space made one space, trimmed. */
export function countedText(text: string): string {
  let rest = text;
  for (let previous = ''; previous !== rest;) {
    previous = rest;
    rest = rest.replace(BRACKETED, ' ');
  }
  return rest.replace(/\s+/gu, ' ').trim();
}

/** A word: a run of non-space characters holding at least one letter or digit (a lone dash is no word). */
const WORD = /[\p{L}\p{N}]/u;

/** Words and characters of a script's texts (its scenes), ignoring square-bracketed notes. */
export function scriptStats(texts: ReadonlyArray<string>): ScriptStats {
  let wordCount = 0;
  let characterCount = 0;
  for (const text of texts) {
    const counted = countedText(text);
    if (!counted) continue;
    characterCount += [...counted].length;
    wordCount += counted.split(' ').filter((token) => WORD.test(token)).length;
  }
  return { wordCount, characterCount };
}

/** Words of one text (bracketed notes left out). */
export const countWords = (text: string): number => scriptStats([text]).wordCount;

/** Characters of one text (bracketed notes and surrounding blanks left out). */
export const countCharacters = (text: string): number => scriptStats([text]).characterCount;

/** The header's warning shows for word counts strictly between these two (spec doc 2). */
export const WORD_COUNT_WARNING = { above: 1600, below: 1800 } as const;
/** The length a 10-minute video needs. */
export const WORD_COUNT_TARGET = 1900;

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
