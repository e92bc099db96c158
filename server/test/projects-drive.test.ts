// Drive setup: the folder tree made once per project in file storage, in the background, with a progress
// log the page polls until "Complete."; a failure ends the log with why; linking a folder by hand.
import fs from 'node:fs';
import path from 'node:path';
import { call, createTestApp, type TestApp } from './helper';
import { createProject, type Project } from './factories';
import { CALLERS, createProjectCallers, ONLY_PROJECT_PMS, type ProjectCallers } from './project-callers';
import { DRIVE_SETUP_JOB, registerDriveSetupJob } from '../src/services/drive-setup';
import type { JobHandler, JobQueue } from '../src/queue';

let t: TestApp;
let c: ProjectCallers;

beforeAll(async () => {
  t = await createTestApp();
  c = await createProjectCallers(t);
});
afterAll(() => t.close());

const freshProject = (title?: string) =>
  createProject(t.db, {
    title,
    status: 'script-writing',
    collaborators: [c.users.projectPm, c.users.clientCollaborator, c.users.freelancer, c.users.freelancerWithoutTerms],
  });

// `as` callers: undefined is the anonymous caller (no default), so the PM is named where meant.
const start = (project: Project, ...as: [string | undefined] | []) =>
  call(t.app, 'POST', `/api/projects/${project.id}/gdrive/create`, { cookie: as.length ? as[0] : c.cookies.projectPm });
const progress = (project: Project, ...as: [string | undefined] | []) =>
  call(t.app, 'GET', `/api/projects/gdrive/create/progress?projectId=${project.id}`, {
    cookie: as.length ? as[0] : c.cookies.projectPm,
  });

/** Polls the progress as the page does until the setup has finished (a generous deadline, not a fixed wait). */
async function finished(project: Project): Promise<{ log: string[]; status: string }> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await progress(project);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    if (body.status !== 'running') return body;
    if (Date.now() > deadline) throw new Error(`drive setup still running: ${JSON.stringify(body)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const FOLDERS = [
  '01 Script',
  '02 Storyboard',
  '02 Storyboard/Sketches',
  '02 Storyboard/Final',
  '03 Recording',
  '04 Voice',
  '05 Edit',
  '06 Final',
  '07 Covers & Titles',
  '08 Subtitles',
];

describe('POST /api/projects/{id}/gdrive/create', () => {
  const expected = ONLY_PROJECT_PMS;
  it.each(CALLERS)('permission matrix: %s', async (caller) => {
    const project = await freshProject();
    const response = await start(project, c.cookies[caller]);
    expect(response.statusCode).toBe(expected[caller]);
    const setups = await t.db.selectFrom('drive_setups').select('project_id').where('project_id', '=', project.id).execute();
    expect(setups).toHaveLength(expected[caller] === 200 ? 1 : 0);
    if (expected[caller] === 200) await finished(project);
    if (caller === 'staff') expect(response.json().message).toBe("Only the project's managers set up its drive");
  });

  it('answers at once, makes the folder tree in file storage with a progress line per folder, and sets the drive folder', async () => {
    const project = await freshProject('Mekong');
    const response = await start(project);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Upload started' });

    const done = await finished(project);
    expect(done.status).toBe('complete');
    expect(done.log).toEqual([
      'Creating the project folder…',
      ...FOLDERS.map((folder) => `Creating folder ${folder}…`),
      'Complete.',
    ]);
    const root = path.join(t.config.filesDir, 'drive', project.id);
    for (const folder of FOLDERS) expect(fs.statSync(path.join(root, folder)).isDirectory()).toBe(true);

    const page = (await call(t.app, 'GET', `/api/projects/${project.id}`, { cookie: c.cookies.projectPm })).json().project;
    expect(page.gdriveFolder).toBe(`drive/${project.id}`);
    expect(page.actions).not.toContain('setupDrive');
    const logs = await t.db
      .selectFrom('project_logs')
      .selectAll()
      .where('project_id', '=', project.id)
      .orderBy('created_at')
      .execute();
    expect(logs.map((log) => [log.action, log.user_id, log.details])).toEqual([
      ['drive-setup-started', c.users.projectPm.id, {}],
      ['drive-setup-complete', c.users.projectPm.id, { folder: `drive/${project.id}` }],
    ]);
  });

  it('runs once per project: a second run is 409', async () => {
    const project = await freshProject();
    expect((await start(project)).statusCode).toBe(200);
    await finished(project);
    const again = await start(project, c.cookies.admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Drive setup has already run for this project');
  });

  it('ten runs at once: one starts, nine are 409, one setup row', async () => {
    const project = await freshProject();
    const responses = await Promise.all(Array.from({ length: 10 }, () => start(project)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(
      await t.db.selectFrom('drive_setups').select('project_id').where('project_id', '=', project.id).execute(),
    ).toHaveLength(1);
    const done = await finished(project);
    expect(done.log.filter((line) => line === 'Complete.')).toHaveLength(1);
  });

  it('is made by the job queue: a setup recorded with its job and not run yet (the instance died) is made by whoever takes the job, and a repeated job changes nothing', async () => {
    const project = await freshProject();
    // What the start leaves behind when its instance dies right after answering: the setup row and its job.
    await t.db.transaction().execute(async (trx) => {
      await trx.insertInto('drive_setups').values({ project_id: project.id, user_id: c.users.projectPm.id }).execute();
      await t.app.queue.enqueue(DRIVE_SETUP_JOB, { projectId: project.id, userId: c.users.projectPm.id }, { db: trx });
    });
    const done = await finished(project);
    expect(done.status).toBe('complete');
    expect(done.log.at(-1)).toBe('Complete.');

    // The same job delivered again (a queue retries a job whose worker vanished): the finished setup is left alone.
    let handler: JobHandler<{ projectId: string; userId: string }> | null = null;
    const capture = { work: (_name: string, h: typeof handler) => (handler = h) } as unknown as JobQueue;
    registerDriveSetupJob({ db: t.db, drive: t.app.drive, log: t.app.log, queue: capture });
    await handler!({ projectId: project.id, userId: c.users.projectPm.id });
    expect((await progress(project)).json()).toEqual(done);
  });

  it('a failure ends the log with why (no server paths), the status failed and no drive folder', async () => {
    const project = await freshProject();
    // A file where the project's folder should be: the storage refuses to make the folder.
    fs.mkdirSync(path.join(t.config.filesDir, 'drive'), { recursive: true });
    fs.writeFileSync(path.join(t.config.filesDir, 'drive', project.id), 'in the way');
    expect((await start(project)).statusCode).toBe(200);
    const done = await finished(project);
    expect(done.status).toBe('failed');
    expect(done.log).toEqual([
      'Creating the project folder…',
      `Failed: Could not create the project folder drive/${project.id} (EEXIST)`,
    ]);
    expect(done.log.join('\n')).not.toContain(t.config.filesDir);
    const page = (await call(t.app, 'GET', `/api/projects/${project.id}`, { cookie: c.cookies.projectPm })).json().project;
    expect(page.gdriveFolder).toBeNull();
    const logs = await t.db
      .selectFrom('project_logs')
      .select('action')
      .where('project_id', '=', project.id)
      .orderBy('created_at')
      .execute();
    expect(logs.map((log) => log.action)).toEqual(['drive-setup-started', 'drive-setup-failed']);
  });
});

describe('GET /api/projects/gdrive/create/progress', () => {
  const expected = ONLY_PROJECT_PMS;
  let project: Project;
  beforeAll(async () => {
    project = await freshProject();
    expect((await start(project)).statusCode).toBe(200);
    await finished(project);
  });

  it.each(CALLERS)('permission matrix: %s', async (caller) => {
    const response = await progress(project, c.cookies[caller]);
    expect(response.statusCode).toBe(expected[caller]);
    if (response.statusCode === 200) expect(response.json().log.at(-1)).toBe('Complete.');
  });

  it('is 404 before the setup was started, and 400 without a project id', async () => {
    const other = await freshProject();
    const response = await progress(other);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Drive setup has not run for this project');
    expect((await call(t.app, 'GET', '/api/projects/gdrive/create/progress', { cookie: c.cookies.projectPm })).statusCode).toBe(
      400,
    );
  });
});

describe('POST /api/projects/{id}/gdrive/link', () => {
  const link = (project: Project, folder: unknown, ...as: [string | undefined] | []) =>
    call(t.app, 'POST', `/api/projects/${project.id}/gdrive/link`, {
      cookie: as.length ? as[0] : c.cookies.projectPm,
      payload: { folder },
    });
  const folderOf = async (project: Project) =>
    (await t.db.selectFrom('projects').select('gdrive_folder').where('id', '=', project.id).executeTakeFirstOrThrow())
      .gdrive_folder;

  const expected = ONLY_PROJECT_PMS;
  it.each(CALLERS)('permission matrix: %s', async (caller) => {
    const project = await freshProject();
    const response = await link(project, 'https://drive.google.com/drive/folders/abc', c.cookies[caller]);
    expect(response.statusCode).toBe(expected[caller]);
    expect(await folderOf(project)).toBe(expected[caller] === 200 ? 'https://drive.google.com/drive/folders/abc' : null);
  });

  it('sets a URL or a path (trimmed), also after a setup, and logs it', async () => {
    const project = await freshProject();
    const response = await link(project, '  https://drive.google.com/drive/folders/xyz  ');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Updated Drive Folder');
    expect(response.json().project.gdriveFolder).toBe('https://drive.google.com/drive/folders/xyz');
    expect((await start(project)).statusCode).toBe(200);
    await finished(project);
    const byPath = await link(project, '/Shared/Studio/Projects/Mekong');
    expect(byPath.statusCode).toBe(200);
    expect(byPath.json().project.gdriveFolder).toBe('/Shared/Studio/Projects/Mekong');
    const logs = await t.db
      .selectFrom('project_logs')
      .select(['action', 'details'])
      .where('project_id', '=', project.id)
      .where('action', '=', 'drive-linked')
      .orderBy('created_at')
      .execute();
    expect(logs.map((log) => log.details)).toEqual([
      { folder: 'https://drive.google.com/drive/folders/xyz' },
      { folder: '/Shared/Studio/Projects/Mekong' },
    ]);
  });

  it.each([
    ['blank', '   '],
    ['too long', `https://drive.example/${'x'.repeat(500)}`],
    ['a javascript: link', 'javascript:alert(1)'],
    ['a data: link', 'data:text/html,hi'],
    ['control characters', 'folder\nname'],
    ['a number', 12],
    ['null', null],
  ])('refuses %s with 400 and writes nothing', async (_label, folder) => {
    const project = await freshProject();
    const response = await link(project, folder);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/folder/);
    expect(await folderOf(project)).toBeNull();
    expect(await t.db.selectFrom('project_logs').select('id').where('project_id', '=', project.id).execute()).toEqual([]);
  });
});
