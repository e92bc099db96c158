// The drive on S3 storage (issue 21): the same tree as the local drive (drive/<project id>/…), made as empty
// folder objects ("drive/<id>/Scripts/"), which is how S3 consoles and tools show folders. Every instance sees the
// same folders, as it sees the same files. Making an existing folder again is fine (the put is idempotent).
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import path from 'node:path';
import { createS3Client, type S3StorageConfig } from '../../storage/s3';
import { DriveError, type DriveFolder, type DriveService } from './drive';
import { checkName, LOCAL_DRIVE_FOLDER } from './local';

export class S3Drive implements DriveService {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3StorageConfig) {
    this.client = createS3Client(config);
    this.bucket = config.bucket;
  }

  private async makeFolder(relative: string): Promise<DriveFolder> {
    try {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: `${relative}/`, Body: new Uint8Array(0), ContentLength: 0 }),
      );
    } catch (error) {
      throw new DriveError(`Could not create folder ${relative} (${(error as Error).name ?? 'storage error'})`);
    }
    return { id: relative, url: relative };
  }

  async createProjectFolder(project: { id: string }): Promise<DriveFolder> {
    checkName(project.id);
    return this.makeFolder(path.posix.join(LOCAL_DRIVE_FOLDER, project.id));
  }

  async createFolder(parent: DriveFolder, name: string): Promise<DriveFolder> {
    checkName(name);
    return this.makeFolder(path.posix.join(parent.id, name));
  }
}
