import fc from 'fast-check';
import { countedText, findSensitiveWords, isDemonProof, scriptStats, SENSITIVE_WORDS } from './script-text';

describe('scriptStats', () => {
  it('counts words and characters, ignoring square-bracketed notes', () => {
    expect(scriptStats(['Hello [music fades in] world.'])).toEqual({ wordCount: 2, characterCount: 12 });
    expect(scriptStats(['[SFX: door]'])).toEqual({ wordCount: 0, characterCount: 0 });
    expect(scriptStats(['  One two  ', 'three - four'])).toEqual({ wordCount: 4, characterCount: 7 + 12 });
    expect(scriptStats(['a [outer [inner] outer] b'])).toEqual({ wordCount: 2, characterCount: 3 });
  });

  it('an unclosed bracket is text', () => {
    expect(scriptStats(['Look [here'])).toEqual({ wordCount: 2, characterCount: 10 });
  });

  it('measures Thai text (no spaces) by characters', () => {
    const thai = 'สวัสดีครับ';
    expect(scriptStats([thai])).toEqual({ wordCount: 1, characterCount: [...thai].length });
    expect(scriptStats([`${thai} [หมายเหตุ] ${thai}`]).characterCount).toBe(2 * [...thai].length + 1);
  });

  it('an empty script counts nothing', () => {
    expect(scriptStats([])).toEqual({ wordCount: 0, characterCount: 0 });
    expect(scriptStats(['', '   ', '\n'])).toEqual({ wordCount: 0, characterCount: 0 });
  });

  const word = fc.stringMatching(/^[A-Za-z0-9]{1,12}$/);
  const space = fc.stringMatching(/^[ \t\n]{1,3}$/);
  const note = fc.stringMatching(/^\[[^[\]]{0,20}\]$/);

  it('property: words joined by any white space count as themselves', () => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 30 }), space, (words, separator) => {
        const stats = scriptStats([words.join(separator)]);
        expect(stats.wordCount).toBe(words.length);
        expect(stats.characterCount).toBe(words.length === 0 ? 0 : words.join(' ').length);
      }),
    );
  });

  it('property: adding bracketed notes between words changes nothing', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(word, note), { maxLength: 20 }), (pairs) => {
        const plain = pairs.map(([w]) => w).join(' ');
        const annotated = pairs.map(([w, n]) => `${w} ${n}`).join(' ');
        expect(scriptStats([annotated])).toEqual(scriptStats([plain]));
      }),
    );
  });

  it('property: the stats of several texts are the sums of each', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 60 }), { maxLength: 8 }), (texts) => {
        const each = texts.map((text) => scriptStats([text]));
        expect(scriptStats(texts)).toEqual({
          wordCount: each.reduce((sum, s) => sum + s.wordCount, 0),
          characterCount: each.reduce((sum, s) => sum + s.characterCount, 0),
        });
      }),
    );
  });

  it('property: the counted text is never longer than the text and never starts or ends with a space', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (text) => {
        const counted = countedText(text);
        expect(counted.length).toBeLessThanOrEqual(text.length);
        expect(counted).toBe(counted.trim());
        expect(counted).not.toMatch(/\[[^[\]]*\]/);
      }),
    );
  });
});

describe('findSensitiveWords', () => {
  it('the lists are our own: about 60 risky and 80 mild entries, none in both', () => {
    expect(SENSITIVE_WORDS.risky.length).toBeGreaterThanOrEqual(55);
    expect(SENSITIVE_WORDS.mild.length).toBeGreaterThanOrEqual(75);
    const risky = new Set(SENSITIVE_WORDS.risky);
    expect(SENSITIVE_WORDS.mild.filter((entry) => risky.has(entry))).toEqual([]);
    for (const entry of [...SENSITIVE_WORDS.risky, ...SENSITIVE_WORDS.mild]) expect(entry).toBe(entry.trim().toLowerCase());
  });

  it('finds whole words case-insensitively, whatever punctuation stands around them', () => {
    expect(findSensitiveWords('He said: "MURDER!" and left.')).toEqual({ risky: ['murder'], mild: [] });
    expect(findSensitiveWords('(heroin), cocaine; a gun.')).toEqual({ risky: ['cocaine', 'heroin'], mild: ['gun'] });
    expect(findSensitiveWords("the killer's guns")).toEqual({ risky: [], mild: ['gun'] });
  });

  it('does not find a word inside a longer word', () => {
    expect(findSensitiveWords('The classic assistant passed the grapes to Scunthorpe')).toEqual({ risky: [], mild: [] });
    expect(findSensitiveWords('warning: shellfish and peacocks')).toEqual({ risky: [], mild: [] });
  });

  it('matches plurals and phrases across spaces, line breaks and hyphens', () => {
    expect(findSensitiveWords('Two bombs went off').risky).toEqual(['bomb']);
    expect(findSensitiveWords('a drug\n dealer').risky).toEqual(['drug dealer']);
    expect(findSensitiveWords('no self harm here').risky).toEqual(['self-harm']);
    expect(findSensitiveWords('a mass-shooting').risky).toEqual(['mass shooting']);
  });

  it('finds Latin words in Thai text written without spaces', () => {
    expect(findSensitiveWords('เขาพูดว่าkillแล้วก็ไป').risky).toEqual(['kill']);
    expect(findSensitiveWords('สวัสดีครับ ยินดีต้อนรับ')).toEqual({ risky: [], mild: [] });
  });

  it('demonProof holds while the text has no risky word', () => {
    expect(isDemonProof('A warm story about a lost wallet.')).toBe(true);
    expect(isDemonProof('Damn, that was close.')).toBe(true);
    expect(isDemonProof('They tried to kill him.')).toBe(false);
  });

  const entry = fc.constantFrom(...SENSITIVE_WORDS.risky, ...SENSITIVE_WORDS.mild);
  const separator = fc.constantFrom(' ', '\n', '. ', ', ', '!', '?', '"', '(', ')', ' — ', 'ครับ', '');
  const filler = fc.array(fc.constantFrom('the', 'a', 'story', 'of', 'one', 'family', 'วันนี้', '12'), { maxLength: 6 });
  const randomCase = (text: string, flips: boolean[]) =>
    [...text].map((ch, i) => (flips[i % Math.max(flips.length, 1)] ? ch.toUpperCase() : ch)).join('');

  it('property: a listed word between neutral words and any separator is found, in any letter case', () => {
    fc.assert(
      fc.property(
        entry,
        filler,
        filler,
        separator,
        separator,
        fc.array(fc.boolean(), { minLength: 1 }),
        (w, pre, post, s1, s2, flips) => {
          const text = `${pre.join(' ')}${pre.length ? ' ' : ''}${s1}${randomCase(w, flips)}${s2}${post.length ? ' ' : ''}${post.join(' ')}`;
          const found = findSensitiveWords(text);
          expect([...found.risky, ...found.mild]).toContain(w);
        },
      ),
    );
  });

  it('property: a listed word glued inside a longer Latin word is not found', () => {
    const letters = fc.stringMatching(/^[a-z]{1,4}$/);
    fc.assert(
      fc.property(entry, letters, letters, (w, pre, post) => {
        const token = `${pre}${w.replace(/[\s-]+/g, '')}${post}`;
        const found = findSensitiveWords(token);
        // The whole token may itself be a listed word (or its plural): then that one is found, and only it.
        const listed = [...SENSITIVE_WORDS.risky, ...SENSITIVE_WORDS.mild].filter(
          (e) => !/[\s-]/.test(e) && (token === e || token === `${e}s` || token === `${e}es`),
        );
        expect([...found.risky, ...found.mild].sort()).toEqual(listed.sort());
      }),
    );
  });
});
