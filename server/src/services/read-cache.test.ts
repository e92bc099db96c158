import { DataChanges } from '../db/changes';
import { ReadCache } from './read-cache';

const bytes = () => 10;

/** A loader that counts its calls and answers `value` (or what `next` says) after `delayMs`. */
function counter(value: string, delayMs = 0) {
  const loader = Object.assign(
    async () => {
      const call = (loader.calls += 1);
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      return `${value}#${call}`;
    },
    { calls: 0 },
  );
  return loader;
}

describe('ReadCache', () => {
  it('answers from memory until the data changes, then reads again', async () => {
    const changes = new DataChanges();
    const cache = new ReadCache(changes);
    const load = counter('page');
    expect(await cache.read('k', load, { bytes })).toEqual({ value: 'page#1', cached: false });
    expect(await cache.read('k', load, { bytes })).toEqual({ value: 'page#1', cached: true });
    changes.changed();
    expect(await cache.read('k', load, { bytes })).toEqual({ value: 'page#2', cached: false });
    expect(load.calls).toBe(2);
  });

  it('does not keep a value read while the data changed: it may predate the change', async () => {
    const changes = new DataChanges();
    const cache = new ReadCache(changes);
    const load = counter('page', 20);
    const reading = cache.read('k', load, { bytes });
    changes.changed(); // a write commits while the read is under way
    expect((await reading).value).toBe('page#1');
    expect(await cache.read('k', load, { bytes })).toEqual({ value: 'page#2', cached: false });
  });

  it('reads once for callers asking for the same key at the same time', async () => {
    const cache = new ReadCache(new DataChanges());
    const load = counter('page', 20);
    const answers = await Promise.all([1, 2, 3].map(() => cache.read('k', load, { bytes })));
    expect(answers.map((answer) => answer.value)).toEqual(['page#1', 'page#1', 'page#1']);
    expect(load.calls).toBe(1);
  });

  it('does not hand a read begun before a change to a caller who asks after it', async () => {
    const changes = new DataChanges();
    const cache = new ReadCache(changes);
    const load = counter('page', 20);
    const early = cache.read('k', load, { bytes });
    changes.changed();
    const late = cache.read('k', load, { bytes });
    expect((await early).value).toBe('page#1');
    expect((await late).value).toBe('page#2');
  });

  it('reads afresh when asked to, and keeps what it read', async () => {
    const cache = new ReadCache(new DataChanges());
    const load = counter('page');
    await cache.read('k', load, { bytes });
    expect(await cache.read('k', load, { bytes, fresh: true })).toEqual({ value: 'page#2', cached: false });
    expect(await cache.read('k', load, { bytes })).toEqual({ value: 'page#2', cached: true });
  });

  it('reads again when the cached value is not usable, and keeps only what `keep` accepts', async () => {
    const cache = new ReadCache(new DataChanges());
    const load = counter('page');
    await cache.read('k', load, { bytes });
    expect(await cache.read('k', load, { bytes, usable: () => false })).toEqual({ value: 'page#2', cached: false });
    const misses = counter('miss');
    await cache.read('m', misses, { bytes, keep: () => false });
    expect(await cache.read('m', misses, { bytes })).toEqual({ value: 'miss#2', cached: false });
  });

  it('keeps nothing while changes made elsewhere cannot be heard', async () => {
    const changes = new DataChanges(false);
    const cache = new ReadCache(changes);
    const load = counter('page');
    await cache.read('k', load, { bytes });
    expect(await cache.read('k', load, { bytes })).toEqual({ value: 'page#2', cached: false });
    changes.trust();
    await cache.read('k', load, { bytes });
    expect(await cache.read('k', load, { bytes })).toEqual({ value: 'page#3', cached: true });
    changes.distrust();
    expect(cache.size).toBe(0);
    expect(await cache.read('k', load, { bytes })).toEqual({ value: 'page#4', cached: false });
  });

  it('drops the least recently used values when the byte budget is spent', async () => {
    const cache = new ReadCache(new DataChanges(), 100);
    const sized = { bytes: () => 20 };
    for (const key of ['a', 'b', 'c', 'd', 'e']) await cache.read(key, counter(key), sized);
    await cache.read('a', counter('a'), sized); // a is used again: b is now the oldest
    await cache.read('f', counter('f'), sized);
    expect(cache.size).toBe(5);
    expect((await cache.read('a', counter('a'), sized)).cached).toBe(true);
    expect((await cache.read('b', counter('b'), sized)).cached).toBe(false);
  });

  it('never keeps one value larger than a quarter of the budget', async () => {
    const cache = new ReadCache(new DataChanges(), 100);
    await cache.read('huge', counter('huge'), { bytes: () => 60 });
    expect(cache.size).toBe(0);
  });
});
