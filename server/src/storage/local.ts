// The default storage: a local directory (FILES_DIR, default <repo>/data/files). Writes go to a
// temporary name and are renamed into place, so a reader never sees half a file.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type ByteRange, type FileStorage } from './storage';

export class LocalFileStorage implements FileStorage {
  constructor(private readonly dir: string) {}

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.dir, key);
  }

  async write(key: string, source: Readable): Promise<number> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(this.dir, { recursive: true });
    const temporary = path.join(this.dir, `.partial-${randomBytes(8).toString('hex')}`);
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback(null, chunk);
      },
    });
    try {
      await pipeline(source, counter, fs.createWriteStream(temporary, { flags: 'wx' }));
      await fs.promises.rename(temporary, target);
    } catch (error) {
      await fs.promises.rm(temporary, { force: true });
      throw error;
    }
    return size;
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    const file = this.pathOf(key);
    try {
      const handle = await fs.promises.open(file, 'r');
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const stats = await fs.promises.stat(this.pathOf(key));
      return { size: stats.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  async ping(): Promise<void> {
    await fs.promises.mkdir(this.dir, { recursive: true });
    await fs.promises.access(this.dir, fs.constants.W_OK);
  }
}
