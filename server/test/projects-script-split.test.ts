// "Split into scenes" (issue 28 item 5): the PM turns the client's raw script into scenes (paragraphs become scenes,
// bracketed notes kept), once, and may undo it while no scene was changed since.
import { call, createTestApp, type TestApp } from './helper';
import type { Project } from './factories';
import { CALLERS, createProjectCallers, ONLY_PROJECT_PMS, type ProjectCallers } from './project-callers';
import { callersProject, createScenes } from './scene-support';

let t: TestApp;
let c: ProjectCallers;

beforeAll(async () => {
  t = await createTestApp();
  c = await createProjectCallers(t);
});
afterAll(() => t.close());

const RAW = 'Owls hoot at night. [music]\nThey call each other.\n\n\n  Nobody knows why.  \n \nMaybe [pause] they sing.\n';

async function projectWithRawScript(body: string | null = RAW, status: Project['status'] = 'script-writing') {
  const project = await callersProject(t, c, status);
  await t.db.updateTable('projects').set({ script_raw_body: body, word_count: 12 }).where('id', '=', project.id).execute();
  return project;
}
const split = (project: Project, cookie: string | undefined = c.cookies.projectPm) =>
  call(t.app, 'POST', `/api/projects/${project.id}/script-raw/split`, { cookie });
const undo = (project: Project, cookie: string | undefined = c.cookies.projectPm) =>
  call(t.app, 'DELETE', `/api/projects/${project.id}/script-raw/split`, { cookie });
const texts = async (project: Project) =>
  (await t.db.selectFrom('scenes').select('text').where('project_id', '=', project.id).orderBy('position').execute()).map(
    (scene) => scene.text,
  );
const counts = (project: Project) =>
  t.db.selectFrom('projects').select(['scene_count', 'word_count']).where('id', '=', project.id).executeTakeFirstOrThrow();

const SCENES = ['Owls hoot at night. [music]\nThey call each other.', 'Nobody knows why.', 'Maybe [pause] they sing.'];

describe('POST /api/projects/{id}/script-raw/split', () => {
  it.each(CALLERS)('permission matrix: %s', async (caller) => {
    const project = await projectWithRawScript();
    const response = await split(project, c.cookies[caller] ?? 'none=1');
    expect(response.statusCode).toBe(ONLY_PROJECT_PMS[caller]);
    expect(await texts(project)).toEqual(ONLY_PROJECT_PMS[caller] === 200 ? SCENES : []);
    if (caller === 'staff') expect(response.json().message).toBe("Only the project's PMs may split the raw script into scenes");
  });

  it('makes a scene of each paragraph, bracketed notes kept, counts the script from them, once', async () => {
    const project = await projectWithRawScript();
    const before = await call(t.app, 'GET', `/api/projects/${project.id}`, { cookie: c.cookies.projectPm });
    expect(before.json().project.actions).toContain('splitScript');

    const response = await split(project);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Raw script split into 3 scenes');
    expect(response.json().project.actions).toContain('undoSplitScript');
    expect(response.json().project.actions).not.toContain('splitScript');
    expect(await texts(project)).toEqual(SCENES);
    // The bracketed notes are not counted: 14 words.
    expect(await counts(project)).toEqual({ scene_count: 3, word_count: 14 });

    const again = await split(project);
    expect(again.statusCode).toBe(409);
    expect(await texts(project)).toEqual(SCENES);
  });

  it.each([
    ['without a raw script', null, 'script-writing', []],
    ['with scenes already', RAW, 'script-writing', ['A scene of its own']],
    ['once its script may no longer be edited', RAW, 'ready', []],
  ] as const)('is refused %s (409), nothing written', async (_label, body, status, existing) => {
    const project = await projectWithRawScript(body, status);
    await createScenes(t, project, [...existing]);
    const response = await split(project);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'The raw script can be split into scenes once, only into a project without scenes whose script may be edited',
    );
    expect(await texts(project)).toEqual(existing);
  });
});

describe('DELETE /api/projects/{id}/script-raw/split', () => {
  it.each(CALLERS)('permission matrix: %s', async (caller) => {
    const project = await projectWithRawScript();
    expect((await split(project)).statusCode).toBe(200);
    const response = await undo(project, c.cookies[caller] ?? 'none=1');
    expect(response.statusCode).toBe(ONLY_PROJECT_PMS[caller]);
    expect(await texts(project)).toEqual(ONLY_PROJECT_PMS[caller] === 200 ? [] : SCENES);
  });

  it('removes the scenes it made and puts the counts back; the script may be split again', async () => {
    const project = await projectWithRawScript();
    await split(project);
    const response = await undo(project);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Split undone: the scenes are removed');
    expect(response.json().project.actions).toContain('splitScript');
    expect(await texts(project)).toEqual([]);
    expect((await counts(project)).scene_count).toBe(0);
    expect((await split(project)).statusCode).toBe(200);
    expect(await texts(project)).toEqual(SCENES);
  });

  it('is refused once a scene text was edited (409), and no longer offered', async () => {
    const project = await projectWithRawScript();
    await split(project);
    const [first] = await t.db
      .selectFrom('scenes')
      .select('id')
      .where('project_id', '=', project.id)
      .orderBy('position')
      .execute();
    const edit = await call(t.app, 'POST', `/api/projects/${project.id}/scenes/${first.id}`, {
      cookie: c.cookies.projectPm,
      payload: { text: 'Owls hoot loudly.' },
    });
    expect(edit.statusCode).toBe(200);
    const response = await undo(project);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('The split can be undone only while no scene was changed or added since');
    expect(await texts(project)).toEqual(['Owls hoot loudly.', ...SCENES.slice(1)]);
    const page = await call(t.app, 'GET', `/api/projects/${project.id}`, { cookie: c.cookies.projectPm });
    expect(page.json().project.actions).not.toContain('undoSplitScript');
    expect(page.json().project.actions).not.toContain('splitScript');
  });
});
