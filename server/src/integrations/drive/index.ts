// The drive the app uses, chosen by configuration. Only the local one exists today; Google Drive would be one
// more class implementing DriveService and one more branch here.
import type { AppConfig } from '../../config';
import { LocalDrive } from './local';
import type { DriveService } from './drive';

export function createDrive(config: Pick<AppConfig, 'filesDir'>): DriveService {
  return new LocalDrive(config.filesDir);
}

export { DriveError, type DriveFolder, type DriveService } from './drive';
