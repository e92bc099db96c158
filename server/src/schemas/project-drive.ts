import { Type } from '@sinclair/typebox';
import { Id, ref, responses } from './common';
import { Project } from './project';

export const DRIVE_STARTED = 'Upload started';
export const DRIVE_LINKED = 'Updated Drive Folder';
export const DRIVE_NOT_STARTED = 'Drive setup has not run for this project';
export const DRIVE_FOLDER_MAX = 500;

export const SetupDriveSchema = {
  operationId: 'setupProjectDrive',
  tags: ['projects'],
  summary: "Starts making the project's drive folder tree (setupDrive); once per project",
  description:
    'Answers at once; the folders are made in the background. Poll `GET /api/projects/gdrive/create/progress` until the log ends with "Complete." (status `complete`) or the status is `failed`. A second run is 409.',
  params: Type.Object({ id: Id }),
  response: responses({ 200: Type.Object({ message: Type.String() }) }),
};

export const DriveProgressSchema = {
  operationId: 'getProjectDriveProgress',
  tags: ['projects'],
  summary: "The drive setup's progress log (setupDrive)",
  description: `404 "${DRIVE_NOT_STARTED}" before it was started.`,
  querystring: Type.Object({ projectId: Id }),
  response: responses({
    200: Type.Object({
      log: Type.Array(Type.String()),
      status: Type.Union([Type.Literal('running'), Type.Literal('complete'), Type.Literal('failed')]),
    }),
  }),
};

export const LinkDriveSchema = {
  operationId: 'linkProjectDrive',
  tags: ['projects'],
  summary: "Sets the project's drive folder by hand (setupDrive)",
  description: `\`folder\`: an http(s) URL or a folder path, at most ${DRIVE_FOLDER_MAX} characters.`,
  params: Type.Object({ id: Id }),
  body: Type.Object({ folder: Type.String({ maxLength: DRIVE_FOLDER_MAX + 100 }) }),
  response: responses({ 200: Type.Object({ message: Type.String(), project: ref(Project) }) }),
};
