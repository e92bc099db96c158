// The content a project page edits: checklist (and the Facebook relaunch flag), specs and their sample library
// (with the audio files), raw script and storyboard brief. Each endpoint: who may call it (the nine callers), its
// effects, wrong-state 409s, and bad input answered 400 with nothing written.
import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { call, createTestApp, type TestApp } from './helper';
import { createProject, type Project } from './factories';
import { CALLERS, createProjectCallers, ONLY_PROJECT_PMS, type Caller, type ProjectCallers } from './project-callers';
import { checklistProgress, CHECKLIST_STEPS, newChecklist } from '../src/domain/checklist';
import { SPEC_LIBRARY } from '../src/domain/spec-library';
import { findPackageRoot, specAudioDir } from '../src/routes/spec-audio';
import type { ChecklistItem } from '../src/db/types';

let t: TestApp;
let c: ProjectCallers;
/** A project in status new with the same collaborators: the raw script's state. */
let fresh: Project;

beforeAll(async () => {
  t = await createTestApp();
  c = await createProjectCallers(t);
  fresh = await createProject(t.db, {
    title: 'Fresh project',
    status: 'new',
    collaborators: [c.users.projectPm, c.users.clientCollaborator, c.users.freelancer, c.users.freelancerWithoutTerms],
  });
});
afterAll(() => t.close());

const send = (caller: Caller, method: 'POST' | 'DELETE' | 'GET', url: string, payload?: object) =>
  call(t.app, method, url, { cookie: c.cookies[caller], ...(payload === undefined ? {} : { payload }) });

const projectRow = (id: string) => t.db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const logsOf = (id: string) =>
  t.db.selectFrom('project_logs').selectAll().where('project_id', '=', id).orderBy('created_at').orderBy('id').execute();

/** Everything a refused call must leave as it was: the project row, its logs and the notifications. */
async function snapshot(id: string) {
  const notifications = await t.db
    .selectFrom('notifications')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return { row: await projectRow(id), logs: (await logsOf(id)).length, notifications: notifications.n };
}

async function expectNothingWritten(id: string, run: () => Promise<LightMyRequestResponse>, status: number) {
  const before = await snapshot(id);
  const response = await run();
  expect(response.statusCode).toBe(status);
  expect(await snapshot(id)).toEqual(before);
  return response;
}

/** Who may write: the project's PMs (admins are PMs of every project). */
const PM_ONLY = ONLY_PROJECT_PMS;

const VALID_BRIEF = {
  genderMain: 'Female',
  genderMainOther: '',
  age: '30-40',
  ethnicity: 'Thai',
  other: 'A nurse on the night shift',
  diversity: 'yes',
  gender: 'equal',
};

describe('the checklist a project starts with', () => {
  it('a new project gets the default checklist, unticked', async () => {
    const response = await send('projectPm', 'POST', '/api/projects', { title: 'Checklist from the start' });
    expect(response.statusCode).toBe(201);
    const id = response.json().project._id;
    const row = await projectRow(id);
    expect(row.checklist).toEqual(newChecklist());
    expect(row.progress).toBe(0);
  });

  it('a project without one (older projects, the demo seed) is shown the default steps', async () => {
    expect((await projectRow(c.project.id)).checklist).toEqual([]);
    const project = (await send('projectPm', 'GET', `/api/projects/${c.project.id}`)).json().project;
    expect(project.checklist.map((item: ChecklistItem) => item.id)).toEqual(CHECKLIST_STEPS.map((step) => step.id));
    expect(project.checklist.find((item: ChecklistItem) => item.id === 'facebook-launch')).toMatchObject({
      name: 'Facebook launch',
      admin: true,
      help: null,
      checked: false,
    });
  });
});

describe('POST /api/projects/{id}/checklist/item', () => {
  const url = () => `/api/projects/${c.project.id}/checklist/item`;

  describe('permission matrix', () => {
    it.each(CALLERS)('an ordinary step: %s', async (caller) => {
      const response = await send(caller, 'POST', url(), { id: 'project-setup', subId: 'project-setup/specs', checked: true });
      expect(response.statusCode).toBe(PM_ONLY[caller]);
      if (response.statusCode === 200) expect(response.json().message).toBe('Checklist updated');
    });

    it.each(CALLERS)('a launch step (admins only): %s', async (caller) => {
      const response = await send(caller, 'POST', url(), { id: 'youTube-launch', subId: 'upload', checked: false });
      expect(response.statusCode).toBe({ ...PM_ONLY, projectPm: 403 }[caller]);
    });

    it('says why', async () => {
      expect((await send('clientCollaborator', 'POST', url(), { id: 'project-setup', checked: true })).json().message).toBe(
        "Only the project's PMs may tick its checklist",
      );
      const launch = await expectNothingWritten(
        c.project.id,
        () => send('projectPm', 'POST', url(), { id: 'facebook-launch', checked: true }),
        403,
      );
      expect(launch.json().message).toBe('Only admins may tick the launch steps');
    });
  });

  describe('effects', () => {
    let project: Project;
    let tick: (caller: Caller, body: object) => ReturnType<typeof send>;
    beforeEach(async () => {
      project = await createProject(t.db, { status: 'production', collaborators: [c.users.projectPm] });
      tick = (caller, body) => send(caller, 'POST', `/api/projects/${project.id}/checklist/item`, body);
    });
    const step = (checklist: ChecklistItem[], id: string) => checklist.find((item) => item.id === id)!;

    it('ticks a sub-item with who and when, recomputes progress, bumps updated_at and logs it', async () => {
      const before = await projectRow(project.id);
      const started = Date.now();
      const response = await tick('projectPm', { id: 'script-editing', subId: 'script-editing/proofread', checked: true });
      expect(response.statusCode).toBe(200);
      const json = response.json().project;
      const sub = step(json.checklist, 'script-editing').items.find((item) => item.id === 'script-editing/proofread')!;
      expect(sub).toMatchObject({ checked: true, user: { _id: c.users.projectPm.id, name: 'Project PM' } });
      expect(Date.parse(sub.toggled!)).toBeGreaterThanOrEqual(started - 1000);
      expect(step(json.checklist, 'script-editing').checked).toBe(false);
      const subItems = CHECKLIST_STEPS.reduce((sum, s) => sum + s.items.length, 0);
      expect(json.progress).toBe(Math.floor(100 / subItems));
      const row = await projectRow(project.id);
      expect(row.progress).toBe(json.progress);
      expect(row.checklist).toEqual(json.checklist);
      expect(row.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());
      expect((await logsOf(project.id)).map((log) => [log.user_id, log.action, log.details])).toEqual([
        [
          c.users.projectPm.id,
          'checklist',
          {
            id: 'script-editing',
            name: 'Script editing',
            subId: 'script-editing/proofread',
            subName: 'Proofread the scenes',
            checked: true,
            progress: json.progress,
          },
        ],
      ]);
    });

    it('a step ticks all its sub-items; unticking keeps the last toggle’s user and time', async () => {
      const ticked = (await tick('projectPm', { id: 'video-editing', checked: true })).json().project;
      expect(step(ticked.checklist, 'video-editing').items.every((item) => item.checked)).toBe(true);
      const untick = await tick('admin', { id: 'video-editing', subId: 'music', checked: false });
      const after = step(untick.json().project.checklist, 'video-editing');
      expect(after.checked).toBe(false);
      expect(after.user).toEqual({ _id: c.users.admin.id, name: 'Admin' });
      expect(after.items.find((item) => item.id === 'video-editing/music')).toMatchObject({
        checked: false,
        user: { _id: c.users.admin.id, name: 'Admin' },
      });
      expect(after.items.filter((item) => item.checked)).toHaveLength(after.items.length - 1);
    });

    it('every step ticked is 100 percent', async () => {
      let progress = 0;
      for (const definition of CHECKLIST_STEPS) {
        progress = (await tick('admin', { id: definition.id, checked: true })).json().project.progress;
      }
      expect(progress).toBe(100);
      expect((await projectRow(project.id)).progress).toBe(100);
    });

    it('ticking facebook-launch sets the launch date once and the fb platform; youTube-launch the yt platform', async () => {
      const launched = (await tick('admin', { id: 'facebook-launch', checked: true })).json().project;
      const row = await projectRow(project.id);
      expect(row.fb_launch_date).not.toBeNull();
      expect(launched.meta.fbLaunchDate).toBe(row.fb_launch_date!.toISOString());
      expect(row.platforms).toEqual(['fb']);
      await tick('admin', { id: 'facebook-launch', checked: false });
      await sql`update projects set fb_launch_date = '2020-01-01T00:00:00Z' where id = ${project.id}`.execute(t.db);
      await tick('admin', { id: 'facebook-launch', checked: true });
      const again = await projectRow(project.id);
      expect(again.fb_launch_date!.toISOString()).toBe('2020-01-01T00:00:00.000Z');
      expect(again.platforms).toEqual(['fb']);
      // The last sub-item of youTube-launch ticks the step: then the platform is added.
      for (const subId of ['upload', 'details']) await tick('admin', { id: 'youTube-launch', subId, checked: true });
      expect((await projectRow(project.id)).platforms).toEqual(['fb']);
      const yt = (await tick('admin', { id: 'youTube-launch', subId: 'publish', checked: true })).json().project;
      expect(yt.platforms).toEqual(['fb', 'yt']);
    });

    it('two PMs ticking at once both land (the row is locked, no tick is lost)', async () => {
      const [a, b] = await Promise.all([
        tick('projectPm', { id: 'project-setup', checked: true }),
        tick('admin', { id: 'launch-prep', checked: true }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const row = await projectRow(project.id);
      expect(row.checklist.filter((item) => item.checked).map((item) => item.id)).toEqual(['project-setup', 'launch-prep']);
      expect(row.progress).toBe(checklistProgress(row.checklist));
    });

    it.each([
      [{ id: 'no-such-step', checked: true }, 'id: no checklist step "no-such-step"'],
      [{ id: 'script-editing', subId: 'nope', checked: true }, 'subId: no sub-item "nope" in step "script-editing"'],
      [{ id: 'script-editing', subId: 'video-editing/music', checked: true }, /^subId: /],
      [{ id: 'script-editing' }, /checked/],
      [{ id: '', checked: true }, /id/],
      [{ id: 'script-editing', checked: 'maybe' }, /checked/],
    ])('bad input %j → 400 naming the field, nothing written', async (body, message) => {
      const response = await expectNothingWritten(project.id, () => tick('projectPm', body), 400);
      expect(response.json().message).toMatch(message);
    });

    it('404 for a project that does not exist', async () => {
      const response = await send('admin', 'POST', '/api/projects/00000000-0000-4000-8000-000000000000/checklist/item', {
        id: 'project-setup',
        checked: true,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Project not found');
    });
  });
});

describe('POST /api/projects/{id}/checklist/fb-relaunch', () => {
  const url = () => `/api/projects/${c.project.id}/checklist/fb-relaunch`;

  it.each(CALLERS)('permission matrix: %s', async (caller) => {
    expect((await send(caller, 'POST', url(), { disable: false })).statusCode).toBe(PM_ONLY[caller]);
  });

  it('disables and enables the relaunch, logging each', async () => {
    const disabled = await send('projectPm', 'POST', url(), { disable: true });
    expect(disabled.json()).toMatchObject({ message: 'Relaunch disabled', project: { meta: { disableRelaunch: true } } });
    expect((await projectRow(c.project.id)).disable_relaunch).toBe(true);
    const enabled = await send('admin', 'POST', url(), { disable: false });
    expect(enabled.json()).toMatchObject({ message: 'Relaunch enabled', project: { meta: { disableRelaunch: false } } });
    const logs = (await logsOf(c.project.id)).filter((log) => log.action === 'fbRelaunch');
    expect(logs.slice(-2).map((log) => log.details)).toEqual([{ disable: true }, { disable: false }]);
  });

  it.each([[{}], [{ disable: 'sometimes' }]])('bad input %j → 400, nothing written', async (body) => {
    const response = await expectNothingWritten(c.project.id, () => send('projectPm', 'POST', url(), body), 400);
    expect(response.json().message).toMatch(/disable/);
  });
});

describe('GET /api/projects/specs/library', () => {
  const CONTRIBUTORS: Record<Caller, number> = {
    anonymous: 401,
    clientCollaborator: 403,
    clientOutsider: 403,
    freelancerWithoutTerms: 403,
    freelancer: 200,
    staff: 200,
    projectPm: 200,
    otherPm: 200,
    admin: 200,
  };
  it.each(CALLERS)('permission matrix: %s', async (caller) => {
    expect((await send(caller, 'GET', '/api/projects/specs/library')).statusCode).toBe(CONTRIBUTORS[caller]);
  });

  it('lists about four voices and four music tracks', async () => {
    const library = (await send('freelancer', 'GET', '/api/projects/specs/library')).json();
    expect(library.voice).toHaveLength(4);
    expect(library.music).toHaveLength(4);
    for (const sample of library.voice) expect(sample).toMatchObject({ group: 'voice', ext: 'mp3', gender: expect.any(String) });
    for (const sample of library.music) expect(sample).toMatchObject({ group: 'music', ext: 'mp3' });
    expect(library.voice.map((s: { label: string }) => s.label)).toContain('Warm female narrator');
  });
});

describe('the spec audio at /voice/{file}.mp3 and /music/{file}.mp3', () => {
  const LISTENERS: Record<Caller, number> = {
    anonymous: 404,
    clientCollaborator: 404,
    clientOutsider: 404,
    freelancerWithoutTerms: 404,
    freelancer: 200,
    staff: 200,
    projectPm: 200,
    otherPm: 200,
    admin: 200,
  };
  it.each(CALLERS)('permission matrix: %s', async (caller) => {
    expect((await send(caller, 'GET', '/voice/warm-female.mp3')).statusCode).toBe(LISTENERS[caller]);
  });

  it('every library sample has its MP3 file (under 60 KB), served as audio/mpeg with a validator', async () => {
    for (const sample of [...SPEC_LIBRARY.voice, ...SPEC_LIBRARY.music]) {
      const file = path.join(specAudioDir(), sample.group, `${sample.file}.${sample.ext}`);
      const bytes = fs.readFileSync(file);
      expect(bytes.length).toBeLessThan(60 * 1024);
      const response = await send('staff', 'GET', `/${sample.group}/${sample.file}.${sample.ext}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('audio/mpeg');
      expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
      expect(response.rawPayload.equals(bytes)).toBe(true);
      // An MPEG-1 layer III frame header: 11 sync bits, then version 1 and layer III.
      expect(bytes[0]).toBe(0xff);
      expect(bytes[1] & 0xfe).toBe(0xfa);
      const again = await call(t.app, 'GET', `/${sample.group}/${sample.file}.${sample.ext}`, {
        cookie: c.cookies.staff,
        headers: { 'if-none-match': String(response.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it.each(['/voice/nope.mp3', '/music/warm-female.mp3', '/voice/warm-female', '/voice/..%2Fmusic%2Fupbeat-pop.mp3'])(
    '%s is 404',
    async (url) => {
      expect((await send('admin', 'GET', url)).statusCode).toBe(404);
    },
  );

  it('finds the data folder from the sources and from the bundle (dist/main.js)', () => {
    const serverDir = path.resolve(__dirname, '..');
    expect(findPackageRoot(path.join(serverDir, 'dist'))).toBe(serverDir);
    expect(findPackageRoot(path.join(serverDir, 'src', 'routes', 'spec-audio'))).toBe(serverDir);
    expect(specAudioDir()).toBe(path.join(serverDir, 'data', 'audio'));
  });
});

describe('POST /api/projects/{id}/specs', () => {
  const url = (id = c.project.id) => `/api/projects/${id}/specs`;

  it.each(CALLERS)('permission matrix: %s', async (caller) => {
    const response = await send(caller, 'POST', url(), { key: 'level', value: 2 });
    expect(response.statusCode).toBe(PM_ONLY[caller]);
  });

  it('sets the level', async () => {
    const response = await send('projectPm', 'POST', url(), { key: 'level', value: 3 });
    expect(response.json()).toMatchObject({ message: 'Saved YES for Level', project: { level: 3, specs: { level: 3 } } });
    expect((await projectRow(c.project.id)).level).toBe(3);
    const log = (await logsOf(c.project.id)).at(-1)!;
    expect([log.action, log.details]).toEqual(['specs', { key: 'level', value: 3, label: 'Level' }]);
  });

  it('chooses a voice; choosing it again clears it; another one replaces it', async () => {
    const chosen = await send('projectPm', 'POST', url(), { key: 'voice', value: 'warm-female' });
    expect(chosen.json().message).toBe('Saved YES for Warm female narrator');
    expect(chosen.json().project.specs.voice).toEqual(SPEC_LIBRARY.voice.find((s) => s.id === 'warm-female'));
    expect((await projectRow(c.project.id)).spec_voice).toMatchObject({ id: 'warm-female' });

    const cleared = await send('projectPm', 'POST', url(), { key: 'voice', value: 'warm-female' });
    expect(cleared.json().message).toBe('Saved NO for Warm female narrator');
    expect(cleared.json().project.specs.voice).toBeNull();
    expect((await projectRow(c.project.id)).spec_voice).toBeNull();

    await send('projectPm', 'POST', url(), { key: 'voice', value: 'deep-male' });
    const replaced = await send('admin', 'POST', url(), { key: 'voice', value: 'calm-male' });
    expect(replaced.json().message).toBe('Saved YES for Calm male storyteller');
    expect((await projectRow(c.project.id)).spec_voice).toMatchObject({ id: 'calm-male' });
  });

  it('with `chosen`, sets the choice asked for: repeated or late clicks at once change nothing and log once (issue 28)', async () => {
    await send('projectPm', 'POST', url(), { key: 'voice', value: null });
    const logsBefore = (await logsOf(c.project.id)).length;
    const clicks = await Promise.all(
      [0, 1, 2].map(() => send('projectPm', 'POST', url(), { key: 'voice', value: 'warm-female', chosen: true })),
    );
    expect(clicks.map((click) => click.json().message)).toEqual(Array(3).fill('Saved YES for Warm female narrator'));
    expect((await projectRow(c.project.id)).spec_voice).toMatchObject({ id: 'warm-female' });
    // Unchoosing another sample leaves the chosen one alone.
    const other = await send('projectPm', 'POST', url(), { key: 'voice', value: 'deep-male', chosen: false });
    expect(other.json().project.specs.voice).toMatchObject({ id: 'warm-female' });
    const offs = await Promise.all(
      [0, 1].map(() => send('projectPm', 'POST', url(), { key: 'voice', value: 'warm-female', chosen: false })),
    );
    expect(offs.map((off) => off.json().message)).toEqual(Array(2).fill('Saved NO for Warm female narrator'));
    expect((await projectRow(c.project.id)).spec_voice).toBeNull();
    const logs = (await logsOf(c.project.id)).slice(logsBefore);
    expect(logs.map((log) => log.details)).toEqual([
      { key: 'voice', value: 'warm-female', label: 'Warm female narrator' },
      { key: 'voice', value: null, label: 'Warm female narrator' },
    ]);
  });

  it('chooses music, and null clears it', async () => {
    const chosen = await send('projectPm', 'POST', url(), { key: 'music', value: 'tense-strings' });
    expect(chosen.json()).toMatchObject({
      message: 'Saved YES for Tense strings',
      project: { specs: { music: { id: 'tense-strings', label: 'Tense strings', group: 'music' } } },
    });
    const cleared = await send('projectPm', 'POST', url(), { key: 'music', value: null });
    expect(cleared.json().message).toBe('Saved NO for Tense strings');
    expect((await projectRow(c.project.id)).spec_music).toBeNull();
    const log = (await logsOf(c.project.id)).at(-1)!;
    expect(log.details).toEqual({ key: 'music', value: null, label: 'Tense strings' });
  });

  it.each([
    [{ key: 'level', value: 4 }, 'value: the level must be 1, 2 or 3'],
    [{ key: 'level', value: 0 }, 'value: the level must be 1, 2 or 3'],
    [{ key: 'level', value: 2.5 }, 'value: the level must be 1, 2 or 3'],
    [{ key: 'level', value: '2' }, 'value: the level must be 1, 2 or 3'],
    [{ key: 'level', value: true }, 'value: the level must be 1, 2 or 3'],
    [{ key: 'voice', value: 'no-such-voice' }, 'value: the library has no voice sample "no-such-voice"'],
    [{ key: 'voice', value: 'gentle-piano' }, 'value: the library has no voice sample "gentle-piano"'],
    [{ key: 'music', value: 3 }, 'value: a music sample id, or null'],
    [{ key: 'tempo', value: 3 }, /key/],
    [{ key: 'voice' }, /value/],
    [{ key: 'voice', value: 'warm-female', chosen: 'yes' }, /chosen/],
  ])('bad input %j → 400 naming the field, nothing written', async (body, message) => {
    const response = await expectNothingWritten(c.project.id, () => send('projectPm', 'POST', url(), body), 400);
    expect(response.json().message).toMatch(message);
  });
});

describe('POST /api/projects/{id}/script-raw', () => {
  const url = (id = fresh.id) => `/api/projects/${id}/script-raw`;
  /** Collaborators (clients too) and the project's PMs. */
  const SUBMITTERS: Record<Caller, number> = {
    ...PM_ONLY,
    clientCollaborator: 200,
    freelancer: 200,
  };

  it.each(CALLERS)('permission matrix: %s', async (caller) => {
    const response = await send(caller, 'POST', url(), { body: `Raw script from ${caller}` });
    expect(response.statusCode).toBe(SUBMITTERS[caller]);
    if (response.statusCode === 403) {
      expect(response.json().message).toMatch(/Only the project's collaborators and PMs|Terms and Conditions/);
    }
  });

  it('sizes the project from the raw script: words and characters (brackets not counted) and the sensitive-terms flag', async () => {
    const response = await send('projectPm', 'POST', url(), {
      body: 'The old man [pause] found a wallet. He shot a glance at the crowd and felt murder in his heart.',
    });
    expect(response.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('projects')
      .select(['word_count', 'character_count', 'demon_proof'])
      .where('id', '=', fresh.id)
      .executeTakeFirstOrThrow();
    expect(row.word_count).toBe(19);
    expect(row.character_count).toBe(
      'The old man found a wallet. He shot a glance at the crowd and felt murder in his heart.'.length,
    );
    expect(row.demon_proof).toBe(false);
    const clean = await send('projectPm', 'POST', url(), { body: 'A kind neighbour returns the wallet.' });
    expect(clean.json().project).toMatchObject({ wordCount: 6, demonProof: true });
  });

  it('stores the trimmed body and comments, logs it and notifies the PMs of the project (not the submitter)', async () => {
    const pmNotes = () =>
      t.db
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', '=', c.users.projectPm.id)
        .where('action_type', '=', 'script-raw/submit')
        .where('item_id', '=', fresh.id)
        .execute();
    await t.db.deleteFrom('notifications').where('action_type', '=', 'script-raw/submit').execute();
    const response = await send('clientCollaborator', 'POST', url(), {
      body: '  Once upon a time, a wallet was lost.  ',
      comments: ' Please keep it short. ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Raw script submitted',
      project: { scriptRaw: { body: 'Once upon a time, a wallet was lost.', comments: 'Please keep it short.' } },
    });
    const row = await projectRow(fresh.id);
    expect([row.script_raw_body, row.script_raw_comments]).toEqual([
      'Once upon a time, a wallet was lost.',
      'Please keep it short.',
    ]);
    expect((await logsOf(fresh.id)).at(-1)).toMatchObject({ user_id: c.users.clientCollaborator.id, action: 'rawScript' });
    const notes = await pmNotes();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ url: `/app/projects/${fresh.id}`, actor_id: c.users.clientCollaborator.id });
    expect(notes[0].text).toContain('Client Collaborator');
    // Nobody else is told: not the other PM, not the admin (not a collaborator here), not the client.
    const others = await t.db
      .selectFrom('notifications')
      .select('user_id')
      .where('action_type', '=', 'script-raw/submit')
      .execute();
    expect(others.map((n) => n.user_id)).toEqual([c.users.projectPm.id]);

    // The PM submitting it is not notified of their own submission.
    await t.db.deleteFrom('notifications').where('action_type', '=', 'script-raw/submit').execute();
    await send('projectPm', 'POST', url(), { body: 'A second draft' });
    expect(await pmNotes()).toHaveLength(0);
  });

  it('only while the project is new: 409 otherwise, nothing written', async () => {
    const response = await expectNothingWritten(
      c.project.id,
      () => send('projectPm', 'POST', url(c.project.id), { body: 'Too late' }),
      409,
    );
    expect(response.json().message).toBe('The raw script can be submitted only while the project is new');
  });

  it.each([
    [{ body: '' }, 'body must not be blank'],
    [{ body: ' \n\t ' }, 'body must not be blank'],
    [{}, /^Enter the text$/],
    [{ body: 'x'.repeat(100_001) }, /^The text can have at most 100000 characters$/],
    [{ body: 'fine', comments: 'x'.repeat(20_001) }, /comments/],
  ])('bad input → 400 naming the field, nothing written (%#)', async (body, message) => {
    const response = await expectNothingWritten(fresh.id, () => send('projectPm', 'POST', url(), body), 400);
    expect(response.json().message).toMatch(message);
  });

  it('takes a body of 100,000 characters', async () => {
    const response = await send('projectPm', 'POST', url(), { body: 'x'.repeat(100_000) });
    expect(response.statusCode).toBe(200);
    expect((await projectRow(fresh.id)).script_raw_body).toHaveLength(100_000);
  });
});

describe('POST and DELETE /api/projects/{id}/storyboard-brief', () => {
  const url = (id = c.project.id) => `/api/projects/${id}/storyboard-brief`;
  const setBrief = (brief: object | null) =>
    t.db
      .updateTable('projects')
      .set({ storyboard_brief: brief === null ? null : JSON.stringify(brief) })
      .where('id', '=', c.project.id)
      .execute();

  it.each(CALLERS)('permission matrix (submit): %s', async (caller) => {
    await setBrief(null);
    const response = await send(caller, 'POST', url(), VALID_BRIEF);
    expect(response.statusCode).toBe(PM_ONLY[caller]);
  });

  it.each(CALLERS)('permission matrix (remove): %s', async (caller) => {
    await setBrief(VALID_BRIEF);
    const response = await send(caller, 'DELETE', url());
    expect(response.statusCode).toBe(PM_ONLY[caller]);
  });

  it('saves the brief, read-only afterwards (409) until it is removed', async () => {
    await setBrief(null);
    const saved = await send('projectPm', 'POST', url(), VALID_BRIEF);
    expect(saved.json()).toMatchObject({ message: 'Storyboard brief saved', project: { storyboardBrief: VALID_BRIEF } });
    expect(saved.json().project.actions).not.toContain('editBrief');
    expect(saved.json().project.actions).toContain('removeBrief');
    expect((await projectRow(c.project.id)).storyboard_brief).toEqual(VALID_BRIEF);
    expect((await logsOf(c.project.id)).at(-1)).toMatchObject({ action: 'storyboardBrief', details: { brief: VALID_BRIEF } });

    const again = await expectNothingWritten(
      c.project.id,
      () => send('admin', 'POST', url(), { ...VALID_BRIEF, age: '60' }),
      409,
    );
    expect(again.json().message).toBe('The storyboard brief was already submitted');

    const removed = await send('projectPm', 'DELETE', url());
    expect(removed.json()).toMatchObject({ message: 'Storyboard brief removed', project: { storyboardBrief: null } });
    expect(removed.json().project.actions).toContain('editBrief');
    expect(removed.json().project.actions).not.toContain('removeBrief');
    expect((await projectRow(c.project.id)).storyboard_brief).toBeNull();
    expect((await logsOf(c.project.id)).at(-1)).toMatchObject({ action: 'storyboardBriefRemoved' });

    const twice = await expectNothingWritten(c.project.id, () => send('projectPm', 'DELETE', url()), 409);
    expect(twice.json().message).toBe('There is no storyboard brief to remove');

    expect(
      (await send('admin', 'POST', url(), { ...VALID_BRIEF, genderMain: 'Other', genderMainOther: 'Robot' })).statusCode,
    ).toBe(200);
  });

  it('two PMs submitting at once: one saves, the other gets a clear 409', async () => {
    await setBrief(null);
    const answers = await Promise.all([
      send('projectPm', 'POST', url(), VALID_BRIEF),
      send('admin', 'POST', url(), { ...VALID_BRIEF, age: '20' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().project.storyboardBrief;
    expect((await projectRow(c.project.id)).storyboard_brief).toEqual(winner);
  });

  it('refuses a field the brief does not have with 400 naming it, nothing written', async () => {
    await setBrief(null);
    const response = await expectNothingWritten(
      c.project.id,
      () => send('projectPm', 'POST', url(), { ...VALID_BRIEF, colour: 'red' }),
      400,
    );
    expect(response.json()).toMatchObject({ message: '"colour" is not a field of this form', field: 'colour' });
  });

  it.each([
    [{ ...VALID_BRIEF, genderMain: 'Robot' }, /^The gender main must be one of/],
    [{ ...VALID_BRIEF, diversity: 'maybe' }, /diversity/],
    [{ ...VALID_BRIEF, gender: undefined }, /gender/],
    [{ ...VALID_BRIEF, other: 'x'.repeat(2001) }, /other/],
    [{}, /^Enter the /],
  ])('bad input → 400 naming the field, nothing written (%#)', async (body, message) => {
    await setBrief(null);
    const response = await expectNothingWritten(c.project.id, () => send('projectPm', 'POST', url(), body), 400);
    expect(response.json().message).toMatch(message);
  });
});
