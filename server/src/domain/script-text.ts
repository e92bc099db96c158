// Script text facts: its length (words and characters, the spec's "text between square brackets is ignored
// when counting script length": the one rule in shared-api's script-count, which the scene editor counts with too)
// and the sensitive words a video platform's advertiser guidelines would flag
// (server/data/sensitive-words.json, our own list). A project is demonetization-proof ("demonProof") while its
// text holds no risky word. Pure functions: scenes, createFromPost and the project page use them.
import sensitiveWords from '../../data/sensitive-words.json';

export { countedText, scriptStats, type ScriptStats } from 'shared-api/script-count';

export interface SensitiveWords {
  /** Words that make the text not demonetization-proof. */
  risky: string[];
  /** Words worth a second look. */
  mild: string[];
}

export const SENSITIVE_WORDS: Readonly<{ risky: readonly string[]; mild: readonly string[] }> = {
  risky: sensitiveWords.risky,
  mild: sensitiveWords.mild,
};

const LATIN_OR_DIGIT = /[\p{Script=Latin}\p{N}]/u;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The pattern of one listed word or phrase: case-insensitive; a Latin word only as a whole word (not inside a
 * longer Latin word, whatever stands around it: spaces, punctuation or Thai letters), plural -s/-es allowed;
 * the words of a phrase may be separated by any white space or hyphens.
 */
function entryPattern(entry: string): RegExp {
  const words = entry
    .trim()
    .split(/[\s-]+/u)
    .map(escapeRegExp);
  const body = words.join('[\\s\\-]+');
  const first = entry.trim()[0] ?? '';
  const last = entry.trim().slice(-1);
  const before = LATIN_OR_DIGIT.test(first) ? '(?<![\\p{Script=Latin}\\p{N}])' : '';
  const after = LATIN_OR_DIGIT.test(last) ? '(?:e?s)?(?![\\p{Script=Latin}\\p{N}])' : '';
  return new RegExp(`${before}${body}${after}`, 'iu');
}

const PATTERNS = {
  risky: SENSITIVE_WORDS.risky.map((entry) => ({ entry, pattern: entryPattern(entry) })),
  mild: SENSITIVE_WORDS.mild.map((entry) => ({ entry, pattern: entryPattern(entry) })),
};

/** The listed words the text holds (each once, in list order). */
export function findSensitiveWords(text: string): SensitiveWords {
  const found = (list: typeof PATTERNS.risky) => list.filter(({ pattern }) => pattern.test(text)).map(({ entry }) => entry);
  return { risky: found(PATTERNS.risky), mild: found(PATTERNS.mild) };
}

/** Whether the text holds no risky word. */
export function isDemonProof(text: string): boolean {
  return findSensitiveWords(text).risky.length === 0;
}
