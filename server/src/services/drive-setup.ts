// Drive setup (spec doc 2 section 4): the project's folder tree is made once per project, in the background,
// writing a progress line to `drive_setups.log` before each folder; the page polls the log until "Complete.".
// Success sets the project's drive folder; a failure ends the log with what went wrong (status `failed`).
// The background is the job queue (issue 21): the setup's job is added in the transaction that starts it, so it
// survives a crash (a restarted instance, or another one, takes it) and runs on one instance only.
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/types';
import { DriveError, type DriveFolder, type DriveService } from '../integrations/drive';
import type { JobQueue } from '../queue';
import { findRunningSetup } from '../repositories/drive-setups';
import { logProjectEvent } from '../repositories/project-logs';

export const DRIVE_SETUP_JOB = 'drive-setup';

/** Adds the setup's job inside the transaction that records the setup (rolled back: no job). */
export function queueDriveSetup(queue: JobQueue, trx: Kysely<Database>, projectId: string, userId: string): Promise<void> {
  return queue.enqueue(DRIVE_SETUP_JOB, { projectId, userId }, { db: trx, singletonKey: projectId });
}

/** Registers the setup's job handler (plugins/queue.ts); a job for a setup that has finished does nothing. */
export function registerDriveSetupJob(app: {
  db: Kysely<Database>;
  drive: DriveService;
  log: FastifyBaseLogger;
  queue: JobQueue;
}): void {
  app.queue.work<{ projectId: string; userId: string }>(
    DRIVE_SETUP_JOB,
    async ({ projectId, userId }) => {
      const setup = await findRunningSetup(app.db, projectId);
      if (!setup) return;
      await runDriveSetup(app.db, app.drive, app.log, { id: projectId, title: setup.title, userId });
    },
    // runDriveSetup records its own failure in the log; a job cut short by a crash is run again by the queue.
    { retryLimit: 0 },
  );
}

export interface DriveFolderSpec {
  name: string;
  children?: ReadonlyArray<DriveFolderSpec>;
}

/** The folders every project gets, in the order of the work. */
export const DRIVE_FOLDERS: ReadonlyArray<DriveFolderSpec> = [
  { name: '01 Script' },
  { name: '02 Storyboard', children: [{ name: 'Sketches' }, { name: 'Final' }] },
  { name: '03 Recording' },
  { name: '04 Voice' },
  { name: '05 Edit' },
  { name: '06 Final' },
  { name: '07 Covers & Titles' },
  { name: '08 Subtitles' },
];

/** The last line of a setup that made every folder (the page stops polling at it). */
export const DRIVE_COMPLETE = 'Complete.';

const appendLine = (line: string) => sql<string[]>`array_append(log, ${line}::text)`;

async function say(db: Kysely<Database>, projectId: string, line: string): Promise<void> {
  await db
    .updateTable('drive_setups')
    .set({ log: appendLine(line) })
    .where('project_id', '=', projectId)
    .execute();
}

/** Makes the folder tree for the project; never throws (a failure is written to the setup's log). */
export async function runDriveSetup(
  db: Kysely<Database>,
  drive: DriveService,
  log: FastifyBaseLogger,
  project: { id: string; title: string; userId: string | null },
): Promise<void> {
  const projectId = project.id;
  try {
    await say(db, projectId, 'Creating the project folder…');
    const root = await drive.createProjectFolder(project);
    const make = async (parent: DriveFolder, spec: DriveFolderSpec, prefix: string): Promise<void> => {
      const label = `${prefix}${spec.name}`;
      await say(db, projectId, `Creating folder ${label}…`);
      const folder = await drive.createFolder(parent, spec.name);
      for (const child of spec.children ?? []) await make(folder, child, `${label}/`);
    };
    for (const spec of DRIVE_FOLDERS) await make(root, spec, '');
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('projects')
        .set({ gdrive_folder: root.url, updated_at: sql<Date>`now()` })
        .where('id', '=', projectId)
        .execute();
      await trx
        .updateTable('drive_setups')
        .set({ status: 'complete', folder: root.url, finished_at: sql<Date>`now()`, log: appendLine(DRIVE_COMPLETE) })
        .where('project_id', '=', projectId)
        .execute();
      await logProjectEvent(trx, {
        projectId,
        userId: project.userId,
        action: 'drive-setup-complete',
        details: { folder: root.url },
      });
    });
  } catch (error) {
    const reason = error instanceof DriveError ? error.message : 'Unexpected error';
    if (!(error instanceof DriveError)) log.error({ err: error, projectId }, 'drive setup failed');
    try {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('drive_setups')
          .set({ status: 'failed', finished_at: sql<Date>`now()`, log: appendLine(`Failed: ${reason}`) })
          .where('project_id', '=', projectId)
          .execute();
        await logProjectEvent(trx, { projectId, userId: project.userId, action: 'drive-setup-failed', details: { reason } });
      });
    } catch (recordError) {
      log.error({ err: recordError, projectId }, 'could not record a failed drive setup');
    }
  }
}
