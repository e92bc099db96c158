// The scene editor's live count (mf-projects' SceneTextEditor, countWords/countCharacters from shared-api) and the
// count the server saves (scriptStats, through domain/script-text) are one rule: the figure a PM sees while typing is
// the one the save answers with. Proved on generated texts: Thai, emoji, nested and unclosed brackets, dashes, and
// every kind of white space.
import fc from 'fast-check';
import { countCharacters, countWords } from 'shared-api/script-count';
import { scriptStats } from './script-text';

const piece = fc.constantFrom(
  'hello',
  'world',
  'สวัสดีครับ',
  'ภาษาไทย',
  '๑๒๓',
  '42',
  '-',
  '–',
  '—',
  'well-known',
  '😀',
  '👩‍👩‍👧',
  '[',
  ']',
  '[note]',
  '[outer [inner] outer]',
  '[[',
  ']]',
  '.',
  'é',
);
const blank = fc.constantFrom(' ', '  ', '\t', '\n', '\r\n', '\u00a0', '\u3000', '\u2003', '');
const text = fc.array(fc.tuple(piece, blank), { maxLength: 40 }).map((parts) => parts.map(([p, b]) => p + b).join(''));

describe('one script count on both sides of the wire', () => {
  it('hello - world is two words for the editor as for the save', () => {
    expect(countWords('hello - world')).toBe(2);
    expect(scriptStats(['hello - world']).wordCount).toBe(2);
  });

  it('property: the live count of each scene adds up to the saved count of the script', () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 5 }), (scenes) => {
        const saved = scriptStats(scenes);
        expect(scenes.reduce((sum, scene) => sum + countWords(scene), 0)).toBe(saved.wordCount);
        expect(scenes.reduce((sum, scene) => sum + countCharacters(scene), 0)).toBe(saved.characterCount);
      }),
      { numRuns: 300 },
    );
  });

  it('property: a scene counts the same live as saved alone', () => {
    fc.assert(
      fc.property(text, (scene) => {
        expect({ wordCount: countWords(scene), characterCount: countCharacters(scene) }).toEqual(scriptStats([scene]));
      }),
      { numRuns: 300 },
    );
  });
});
