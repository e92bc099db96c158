// The storage the app uses, chosen by configuration. Only the local directory exists today; an
// S3-compatible adapter would be one more class implementing FileStorage and one more branch here.
import type { AppConfig } from '../config';
import { LocalFileStorage } from './local';
import type { FileStorage } from './storage';

export function createStorage(config: Pick<AppConfig, 'filesDir'>): FileStorage {
  return new LocalFileStorage(config.filesDir);
}

export type { FileStorage } from './storage';
