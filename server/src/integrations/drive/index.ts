// The drive the app uses, chosen by configuration: folders in the local file storage by default, folder objects
// in the S3 bucket when the file storage is S3 (S3_BUCKET); Google Drive would be one more class implementing
// DriveService and one more branch here.
import type { AppConfig } from '../../config';
import { LocalDrive } from './local';
import { S3Drive } from './s3';
import type { DriveService } from './drive';

export function createDrive(config: Pick<AppConfig, 'filesDir' | 's3'>): DriveService {
  return config.s3 ? new S3Drive(config.s3) : new LocalDrive(config.filesDir);
}

export { DriveError, type DriveFolder, type DriveService } from './drive';
