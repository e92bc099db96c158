// @ts-check
const matchers = require('@testing-library/jest-dom/matchers');

expect.extend(matchers);

// findBy…/waitFor wait up to 1 s by default: a screen whose lazy chunk and mocked answers arrive later than that on
// a busy CI machine failed although it was right. They still fail when what they wait for never comes, only later.
// The budgets guard against a hang, not for speed (issue 27 item 7): above a load of about 15 tests timed out at 10 s
// and 30 s although they were right.
if (typeof document !== 'undefined') require('@testing-library/react').configure({ asyncUtilTimeout: 30_000 });
// A test that types and renders whole screens can take longer than jest's 5 s when the machine is busy.
jest.setTimeout(120_000);

// jsdom recomputes a computed style from scratch on every getComputedStyle call (the cascade is cached, but the
// inherited and colour values are resolved again through every ancestor), and Testing Library's role queries and
// user-event's pointer-events check call it for every element and each of its ancestors: with a list of 50 rows
// a single getByRole took a second on a busy machine. Keep each answer for as long as jsdom's own style cache
// lives: jsdom drops that cache on any change to the document that can change a style, so an answer is reused
// only while it is still the one jsdom would compute.
if (typeof window !== 'undefined' && typeof document !== 'undefined') {
  const implSymbol = Object.getOwnPropertySymbols(document).find((s) => s.description === 'impl');
  // jsdom's own document object, where it keeps its style cache (not part of the DOM's types).
  /** @type {{ _styleCache?: object | null } | undefined} */
  const documentImpl = implSymbol && /** @type {any} */ (document)[implSymbol];
  if (documentImpl && '_styleCache' in documentImpl) {
    const computeStyle = window.getComputedStyle.bind(window);
    /** @type {WeakMap<Element, { cache: object, style: CSSStyleDeclaration }>} */
    const answers = new WeakMap();
    // jsdom does not compute pseudo-elements: for `::before`/`::after` it reports "not implemented" and answers the
    // element's own style, so the element's answer is the same one (Testing Library asks for both pseudo-elements of
    // every node it names).
    window.getComputedStyle = function getComputedStyle(element, pseudoElement) {
      if (pseudoElement && !/^::?(before|after)$/.test(pseudoElement)) return computeStyle(element, pseudoElement);
      const known = answers.get(element);
      if (known && documentImpl._styleCache && known.cache === documentImpl._styleCache) return known.style;
      const style = computeStyle(element);
      if (documentImpl._styleCache) answers.set(element, { cache: documentImpl._styleCache, style });
      return style;
    };
  }

  // The first computed style of a document parses jsdom's default style sheet and compiles each of its selectors
  // (a third of a second, ten times that on a busy machine), and it used to land inside whichever test first asked
  // for a role. Pay it here, once per test file, outside every test's time.
  const sample = document.createElement('div');
  sample.innerHTML = '<ul><li><a href="#x">a</a><button>b</button><input><select><option>o</option></select></li></ul>';
  document.body.append(sample);
  for (const element of sample.querySelectorAll('*')) window.getComputedStyle(element);
  sample.remove();
}
