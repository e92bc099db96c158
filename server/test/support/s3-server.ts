// A real S3 protocol server for tests and local clusters (issue 21): s3rver on a free port, its objects in a
// scratch folder, one bucket made. `env` holds the variables that point the app at it (README "Storage").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../../src/storage/s3';
import { makeS3rverConsistent } from '../../../tooling/src/s3rver-consistent';

export interface S3TestServer {
  /** S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE. */
  env: Record<string, string>;
  /** The same as the app's `s3` config. */
  config: S3StorageConfig;
  /** The folder s3rver keeps its objects in. */
  directory: string;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'studio-files'): Promise<S3TestServer> {
  makeS3rverConsistent(path.join(__dirname, '..', '..'));
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts these fixed credentials.
  const config: S3StorageConfig = {
    endpoint,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    config,
    directory,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
