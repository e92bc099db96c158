import { Semaphore } from './variants';

/** A task that runs until `finish` is called, recording when it starts. */
function task(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { run: () => (started.push(name), done), finish: () => finish() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('Semaphore (image work)', () => {
  it('runs at most `limit` tasks at once; the rest start in order as others end, even when one fails', async () => {
    const semaphore = new Semaphore(2);
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((name) => task(started, name));
    const results = tasks.map((t, i) =>
      semaphore.run(async () => {
        await t.run();
        if (i === 0) throw new Error('a failed');
        return i;
      }),
    );
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect(semaphore.load).toEqual({ running: 2, waiting: 3 });

    tasks[0].finish();
    await expect(results[0]).rejects.toThrow('a failed');
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    expect(semaphore.load).toEqual({ running: 2, waiting: 2 });

    tasks[2].finish();
    tasks[1].finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    tasks[3].finish();
    tasks[4].finish();
    expect(await Promise.all(results.slice(1))).toEqual([1, 2, 3, 4]);
    expect(semaphore.load).toEqual({ running: 0, waiting: 0 });
  });
});
