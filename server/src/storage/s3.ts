// The S3-compatible storage (issue 21): one bucket shared by every instance, chosen by S3_ENDPOINT/S3_BUCKET.
// Writes stream through a multipart upload (@aws-sdk/lib-storage): S3 publishes an object only when the upload
// completes, so a failed or refused write is aborted and leaves no object behind (the same promise as the local
// directory's temporary name and rename). Reads stream the object through the app, which keeps the download
// authorisation where it is (decision 0540).
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Transform, type Readable } from 'node:stream';
import { assertStorageKey, type ByteRange, type FileStorage } from './storage';

export interface S3StorageConfig {
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
}

/** 8 MB parts (S3's minimum is 5 MB), two at a time: a 60 MB upload holds at most ~16 MB in memory. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;

const isMissing = (error: unknown): boolean => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** A client for the configured store; without keys, the SDK's usual credential chain (an instance role…). */
export function createS3Client(config: S3StorageConfig): S3Client {
  const options: S3ClientConfig = { region: config.region, forcePathStyle: config.forcePathStyle };
  if (config.endpoint) options.endpoint = config.endpoint;
  if (config.accessKeyId && config.secretAccessKey) {
    options.credentials = { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey };
  }
  return new S3Client(options);
}

export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3StorageConfig) {
    this.client = createS3Client(config);
    this.bucket = config.bucket;
  }

  async write(key: string, source: Readable): Promise<number> {
    assertStorageKey(key);
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback(null, chunk);
      },
    });
    // A failing source (a refused upload) must fail the upload, which then aborts its multipart upload.
    let sourceError: unknown = null;
    source.on('error', (error) => {
      sourceError = error;
      counter.destroy(error);
    });
    source.pipe(counter);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: counter },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      await upload.abort().catch(() => undefined);
      throw sourceError ?? error;
    }
    return size;
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    assertStorageKey(key);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      return answer.Body as Readable;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    assertStorageKey(key);
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Reachable and the bucket exists (for /readyz). */
  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }
}
