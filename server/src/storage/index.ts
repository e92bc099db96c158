// The storage the app uses, chosen by configuration: the local directory (FILES_DIR) by default, an
// S3-compatible bucket when S3_BUCKET is set (README "Storage").
import type { AppConfig } from '../config';
import { LocalFileStorage } from './local';
import { S3FileStorage } from './s3';
import type { FileStorage } from './storage';

export function createStorage(config: Pick<AppConfig, 'filesDir' | 's3'>): FileStorage {
  return config.s3 ? new S3FileStorage(config.s3) : new LocalFileStorage(config.filesDir);
}

export type { FileStorage } from './storage';
