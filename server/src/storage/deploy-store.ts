// Where the deployed remotes live (issue 21, decision 0690): `registry.json` and `remotes/<name>/<version>/<file>`,
// in the DEPLOY_DIR folder (DEPLOY_STORE=folder, the default) or in the S3 bucket under `deploy/` (DEPLOY_STORE=s3),
// which every instance of a cluster reads, so one `pnpm --filter mf-jobs run deploy` reaches them all.
// tooling/src/deploy-store.js writes both layouts.
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { createS3Client, type S3StorageConfig } from './s3';
import type { ByteRange } from './storage';

/** The registry's text and a stamp that changes whenever the text does (mtime and size; the S3 ETag). */
export interface RegistrySnapshot {
  stamp: string;
  text: string;
}

/** One remote file to send: its bytes (the range asked for), its whole size and what validates it. */
export interface RemoteFile {
  body: Readable;
  /** The whole file's size. */
  size: number;
  /** The part sent, when a range was asked for. */
  range: ByteRange | null;
  lastModified: Date | null;
}

export interface DeployStore {
  readonly kind: 'folder' | 's3';
  /** The registry, or null when nothing was ever deployed. A store that cannot be read throws. */
  readRegistry(): Promise<RegistrySnapshot | null>;
  /** `<name>/<version>/<file>` below remotes/, or null when it is not there (or the range lies past its end). */
  readRemoteFile(file: string, range?: ByteRange): Promise<RemoteFile | null>;
  remoteFileExists(file: string): Promise<boolean>;
}

/** The S3 key prefix of everything deployed. */
export const DEPLOY_PREFIX = 'deploy/';

/** A path below remotes/ a request may name: segments of safe characters, no `..`, no hidden files. */
export function isRemoteFilePath(file: string): boolean {
  return file.split('/').every((segment) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(segment)) && file.includes('/');
}

export class FolderDeployStore implements DeployStore {
  readonly kind = 'folder';
  private cached: RegistrySnapshot | null = null;

  constructor(private readonly dir: string) {}

  async readRegistry(): Promise<RegistrySnapshot | null> {
    const file = path.join(this.dir, 'registry.json');
    let stat;
    try {
      stat = await fs.promises.stat(file);
    } catch {
      return null;
    }
    const stamp = `${stat.mtimeMs}:${stat.size}`;
    if (this.cached?.stamp === stamp) return this.cached;
    this.cached = { stamp, text: await fs.promises.readFile(file, 'utf8') };
    return this.cached;
  }

  async readRemoteFile(file: string, range?: ByteRange): Promise<RemoteFile | null> {
    if (!isRemoteFilePath(file)) return null;
    const full = path.join(this.dir, 'remotes', file);
    try {
      const stat = await fs.promises.stat(full);
      if (!stat.isFile() || (range && range.start >= stat.size)) return null;
      const part = range ? { start: range.start, end: Math.min(range.end, stat.size - 1) } : null;
      return { body: fs.createReadStream(full, part ?? {}), size: stat.size, range: part, lastModified: stat.mtime };
    } catch {
      return null;
    }
  }

  async remoteFileExists(file: string): Promise<boolean> {
    if (!isRemoteFilePath(file)) return false;
    return fs.promises.stat(path.join(this.dir, 'remotes', file)).then(
      (stat) => stat.isFile(),
      () => false,
    );
  }
}

const isMissing = (error: unknown): boolean => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};
const isBadRange = (error: unknown): boolean =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 416;

export interface S3DeployStoreOptions {
  /** How long one look at the registry's ETag is trusted (default 1000 ms): at most one HEAD a second. */
  recheckMs?: number;
  /** The clock (monotonic milliseconds); tests pass their own. */
  now?: () => number;
}

export class S3DeployStore implements DeployStore {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly recheckMs: number;
  private readonly now: () => number;
  private cached: RegistrySnapshot | null = null;
  /** When the last look began (a look that began before a deploy never hides it past recheckMs after it). */
  private checkedAt = Number.NEGATIVE_INFINITY;
  private looking: Promise<RegistrySnapshot | null> | null = null;

  constructor(config: S3StorageConfig, options: S3DeployStoreOptions = {}) {
    this.client = createS3Client(config);
    this.bucket = config.bucket;
    this.recheckMs = options.recheckMs ?? 1000;
    this.now = options.now ?? (() => performance.now());
  }

  async readRegistry(): Promise<RegistrySnapshot | null> {
    if (this.now() - this.checkedAt < this.recheckMs) return this.cached;
    // Requests arriving together share one look.
    this.looking ??= this.look().finally(() => {
      this.looking = null;
    });
    return this.looking;
  }

  private async look(): Promise<RegistrySnapshot | null> {
    const started = this.now();
    const Key = `${DEPLOY_PREFIX}registry.json`;
    let etag: string | undefined;
    try {
      etag = (await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key }))).ETag;
    } catch (error) {
      if (!isMissing(error)) throw error;
      this.cached = null;
      this.checkedAt = started;
      return null;
    }
    if (!this.cached || !etag || etag !== this.cached.stamp) {
      try {
        const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key }));
        const text = (await answer.Body?.transformToString('utf8')) ?? '';
        this.cached = { stamp: answer.ETag ?? etag ?? String(started), text };
      } catch (error) {
        if (!isMissing(error)) throw error;
        this.cached = null;
      }
    }
    this.checkedAt = started;
    return this.cached;
  }

  async readRemoteFile(file: string, range?: ByteRange): Promise<RemoteFile | null> {
    if (!isRemoteFilePath(file)) return null;
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: `${DEPLOY_PREFIX}remotes/${file}`,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      // A ranged answer names the part and the whole: "bytes 0-99/1234".
      const parts = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.ContentRange ?? '');
      return {
        body: answer.Body as Readable,
        size: parts ? Number(parts[3]) : (answer.ContentLength ?? 0),
        range: parts ? { start: Number(parts[1]), end: Number(parts[2]) } : null,
        lastModified: answer.LastModified ?? null,
      };
    } catch (error) {
      if (isMissing(error) || isBadRange(error)) return null;
      throw error;
    }
  }

  async remoteFileExists(file: string): Promise<boolean> {
    if (!isRemoteFilePath(file)) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: `${DEPLOY_PREFIX}remotes/${file}` }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }
}

export function createDeployStore(
  config: { deployDir: string; deployStore?: 'folder' | 's3'; s3?: S3StorageConfig | null },
  options: S3DeployStoreOptions = {},
): DeployStore {
  if (config.deployStore !== 's3') return new FolderDeployStore(config.deployDir);
  if (!config.s3) throw new Error('DEPLOY_STORE=s3 needs the object store: set S3_BUCKET (and S3_ENDPOINT, keys) too');
  return new S3DeployStore(config.s3, options);
}
