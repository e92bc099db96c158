// The drive interface (DECISIONS "Integrations": drive folder setup). The default makes the folder tree in
// the local file storage; a Google Drive adapter would implement the same two calls (folders by parent) and
// be chosen by configuration.

/** A folder the drive made: its id (what children are made in) and where people open it (a URL or a path). */
export interface DriveFolder {
  id: string;
  url: string;
}

export interface DriveService {
  /** Makes the project's own top folder (or finds it, when a run is repeated) and answers it. */
  createProjectFolder(project: { id: string; title: string }): Promise<DriveFolder>;
  /** Makes a folder named `name` in `parent` (an existing one of that name is fine) and answers it. */
  createFolder(parent: DriveFolder, name: string): Promise<DriveFolder>;
}

/** A drive failure with a message fit for the people reading the setup's log (no server paths). */
export class DriveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DriveError';
  }
}
