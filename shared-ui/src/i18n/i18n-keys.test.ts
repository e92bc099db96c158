/**
 * The i18n check (issue 13): every key exists in English and in Thai, in every string table of the product — each
 * package's `i18n.ts` and `strings.ts` (the shell's, each remote's and its features', shared-ui's), the constants'
 * labels, and the server's notification and validation texts. A key in one language only fails here, naming it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LABEL_TRANSLATIONS } from '../../../shared-api/src/constants/labels';
import { i18n, MESSAGES_NAMESPACE } from 'shared-ui';
// The check reads every package's tables, the server's too (a test, never shipped code).
// eslint-disable-next-line no-restricted-imports
import { NOTICE_TEXTS, NOTICE_WORDS } from '../../../server/src/services/notification-texts';
// eslint-disable-next-line no-restricted-imports
import { FIELD_LABELS, VALIDATION_TEXTS } from '../../../server/src/plugins/validation-messages';
// eslint-disable-next-line no-restricted-imports
import { CHECKLIST_STEPS } from '../../../server/src/domain/checklist';

const ROOT = path.resolve(__dirname, '../../..');
const PACKAGES = ['shell', 'shared-ui', 'mf-projects', 'mf-jobs', 'mf-payments', 'mf-feed', 'mf-admin'];

/** Every `i18n.ts` and `strings.ts` under a package's src (they register their tables when loaded). */
function stringFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : stringFiles(full);
    return entry.name === 'i18n.ts' || entry.name === 'strings.ts' ? [full] : [];
  });
}

/** The dotted key paths of a nested table. */
function keysOf(table: unknown, prefix = ''): string[] {
  if (!table || typeof table !== 'object') return [prefix];
  return Object.entries(table).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

const missing = (from: unknown, to: unknown) => {
  const there = new Set(keysOf(to));
  return keysOf(from).filter((key) => !there.has(key));
};

/**
 * Tables on purpose in Thai only: English shows the server's own name (the checklist's step and sub-item names, whose
 * English is their `name` from the API; mf-projects/src/project-boxes/checklist/strings.ts).
 */
const THAI_ONLY = ['mf-projects:checklistStep.', 'mf-projects:checklistItem.'];

const files = PACKAGES.flatMap((pkg) => stringFiles(path.join(ROOT, pkg, 'src')));

describe('every key exists in English and Thai', () => {
  beforeAll(() => {
    // Loading a table registers it (addTranslations); the files are found at run time, so require, not import.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    for (const file of files) require(file);
  });

  it('reads the string tables of every package', () => {
    expect(files.length).toBeGreaterThan(10);
    for (const pkg of PACKAGES) expect(files.some((file) => file.startsWith(path.join(ROOT, pkg)))).toBe(true);
  });

  it('in every namespace the front end registers', () => {
    const { en, th } = i18n.store.data as Record<string, Record<string, unknown>>;
    const namespaces = [...new Set([...Object.keys(en), ...Object.keys(th)])].filter((ns) => ns !== MESSAGES_NAMESPACE);
    expect(namespaces.length).toBeGreaterThan(5);
    const gaps = namespaces.flatMap((ns) => [
      ...missing(en[ns], th[ns]).map((key) => `${ns}:${key} has no Thai`),
      ...missing(th[ns], en[ns])
        .map((key) => `${ns}:${key}`)
        .filter((key) => !THAI_ONLY.some((prefix) => key.startsWith(prefix)))
        .map((key) => `${key} has no English`),
    ]);
    expect(gaps).toEqual([]);
  });

  it("for the server's messages the front end translates (keyed by their English text)", () => {
    const { en, th } = i18n.store.data as Record<string, Record<string, unknown>>;
    expect(missing(en[MESSAGES_NAMESPACE], th[MESSAGES_NAMESPACE]).map((key) => `${key} has no Thai`)).toEqual([]);
  });

  it.each([
    ['labels', LABEL_TRANSLATIONS],
    ['server notification texts', NOTICE_TEXTS],
    ['server notification words', NOTICE_WORDS],
    ['server validation sentences', VALIDATION_TEXTS],
    ['server field names', FIELD_LABELS],
  ])('in the %s', (_name, tables) => {
    expect(missing(tables.en, tables.th).map((key) => `${key} has no Thai`)).toEqual([]);
    expect(missing(tables.th, tables.en).map((key) => `${key} has no English`)).toEqual([]);
  });

  it("names every step and sub-item of the server's default checklist in Thai", () => {
    const th = (i18n.store.data as Record<string, Record<string, Record<string, Record<string, string>>>>).th['mf-projects'];
    const ids = CHECKLIST_STEPS.flatMap((step) => [
      ['checklistStep', step.id],
      ...step.items.map((item) => ['checklistItem', item.id]),
    ]);
    expect(ids.filter(([table, id]) => !th[table]?.[id]).map(([table, id]) => `${table}.${id} has no Thai`)).toEqual([]);
  });
});
