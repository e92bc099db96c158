// The default drive: folders in the local file storage's directory (FILES_DIR/drive/<project id>/…). The
// uploads beside it are flat `<uuid>.<ext>` names, so the `drive` folder never meets one. A folder's id and
// URL are its path relative to FILES_DIR, which is what the page shows as the project's drive folder.
import fs from 'node:fs';
import path from 'node:path';
import { DriveError, type DriveFolder, type DriveService } from './drive';

export const LOCAL_DRIVE_FOLDER = 'drive';

/** A plain folder name: no separators, control characters, or dot names. */
export function checkName(name: string): void {
  if (!name || name === '.' || name === '..' || /[/\\\u0000-\u001f\u007f]/.test(name)) {
    throw new DriveError(`"${name}" is not a folder name`);
  }
}

const codeOf = (error: unknown): string => ((error as NodeJS.ErrnoException).code ?? 'unknown error').toString();

export class LocalDrive implements DriveService {
  constructor(private readonly filesDir: string) {}

  async createProjectFolder(project: { id: string }): Promise<DriveFolder> {
    checkName(project.id);
    const relative = path.posix.join(LOCAL_DRIVE_FOLDER, project.id);
    try {
      await fs.promises.mkdir(path.join(this.filesDir, relative), { recursive: true });
    } catch (error) {
      throw new DriveError(`Could not create the project folder ${relative} (${codeOf(error)})`);
    }
    return { id: relative, url: relative };
  }

  async createFolder(parent: DriveFolder, name: string): Promise<DriveFolder> {
    checkName(name);
    const relative = path.posix.join(parent.id, name);
    const absolute = path.join(this.filesDir, relative);
    try {
      await fs.promises.mkdir(absolute);
    } catch (error) {
      const exists = codeOf(error) === 'EEXIST' && (await fs.promises.stat(absolute).catch(() => null))?.isDirectory();
      if (!exists) throw new DriveError(`Could not create folder ${relative} (${codeOf(error)})`);
    }
    return { id: relative, url: relative };
  }
}
