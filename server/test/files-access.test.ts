// Who may read a stored file (issue 12): whoever may read the record it is attached to (policies/file.ts), its
// uploader and admins (a message's file: its conversation's members alone); a file attached to nothing is its uploader's alone. One matrix, every kind of caller × every
// kind of file, through both ways a file is read: the download link (GET /api/files/download) and its image
// variants (/media/{id}_{t|s|l}.jpg, which answers 404 alike for unknown and unreadable images).
import { sql } from 'kysely';
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createFeed, createJob, createPayment, createPost, createUser, type User } from './factories';
import { CALLERS, createProjectCallers, PROJECT_READERS, type Caller, type ProjectCallers } from './project-callers';
import { multipartBody, pngImage } from './multipart';

type Who = Caller | 'payer';
const WHO: readonly Who[] = [...CALLERS, 'payer'];
const FILE_KINDS = [
  'receipt',
  'jobFile',
  'projectDoc',
  'postFile',
  'sceneImage',
  'picture',
  'unattached',
  'messageFile',
] as const;
type FileKind = (typeof FILE_KINDS)[number];

/** Who reads each kind of file (admins read every file but a message's; nobody else outside these). */
const READERS: Record<FileKind, readonly Who[]> = {
  // A payment's receipt: its payee (the freelancer), the payment role (the payer uploaded it) and admins.
  receipt: ['freelancer', 'payer', 'admin'],
  // A job's file: who may read the job: the project's PMs (the project PM uploaded it), its claimant, admins.
  jobFile: ['projectPm', 'freelancer', 'admin'],
  // A project doc: who may read the project's docs (its PMs, experts) and admins.
  projectDoc: ['projectPm', 'admin'],
  // A post's file, in a feed of the staff member made by the project PM: who may read the post.
  postFile: ['staff', 'projectPm', 'admin'],
  // A scene's image (drawn by the project PM): who may read the project's scenes (staff, the payer among them, read
  // every project; the terms hold a freelancer's API calls, not their images).
  sceneImage: [...CALLERS.filter((who) => PROJECT_READERS[who] === 200), 'freelancerWithoutTerms', 'payer'],
  // A profile picture: everyone signed in (it shows beside the person's name).
  picture: WHO.filter((who) => who !== 'anonymous'),
  // Uploaded by the client and attached to nothing yet.
  unattached: ['clientCollaborator', 'admin'],
  // Sent by the client in their conversation with the project PM: its two members only, not even admins.
  messageFile: ['clientCollaborator', 'projectPm'],
};

let t: TestApp;
let callers: ProjectCallers;
let payer: User;
const cookies = {} as Record<Who, string | undefined>;
const files = {} as Record<FileKind, string>;

async function upload(cookie: string | undefined, name: string): Promise<string> {
  const { payload, headers } = multipartBody({ filename: name, content: await pngImage(64, 48), contentType: 'image/png' });
  const response = await call(t.app, 'POST', '/api/files/upload', { cookie, payload, headers });
  expect(response.statusCode).toBe(201);
  return response.json().file.id;
}

const attached = (id: string) => JSON.stringify([{ id, name: 'attached.png', ext: 'png', size: 1 }]);

beforeAll(async () => {
  t = await createTestApp();
  callers = await createProjectCallers(t);
  payer = await createUser(t.db, { level: 'staff', roles: ['payment'], name: 'Payer' });
  Object.assign(cookies, callers.cookies, { payer: await signIn(t.db, payer) });
  const { users, project } = callers;

  files.receipt = await upload(cookies.payer, 'receipt.png');
  const paidJob = await createJob(t.db, { project, jobType: 'script', status: 'completed', claimedBy: users.freelancer });
  const payment = await createPayment(t.db, { user: users.freelancer, jobs: [paidJob], createdBy: payer });
  await t.db
    .updateTable('payments')
    .set({ files: attached(files.receipt) })
    .where('id', '=', payment.id)
    .execute();

  files.jobFile = await upload(cookies.projectPm, 'brief.png');
  const job = await createJob(t.db, { project, jobType: 'script', status: 'inprogress', claimedBy: users.freelancer });
  await t.db
    .updateTable('jobs')
    .set({ files: attached(files.jobFile) })
    .where('id', '=', job.id)
    .execute();

  files.projectDoc = await upload(cookies.projectPm, 'contract.png');
  await t.db
    .insertInto('project_docs')
    .values({ project_id: project.id, file_id: files.projectDoc, name: 'Contract', created_by: users.projectPm.id })
    .execute();

  files.postFile = await upload(cookies.projectPm, 'board.png');
  const feed = await createFeed(t.db, { name: 'Edit bay', users: [users.staff], createdBy: users.projectPm });
  const post = await createPost(t.db, { feed, user: users.projectPm });
  await t.db
    .updateTable('posts')
    .set({ files: attached(files.postFile) })
    .where('id', '=', post.id)
    .execute();

  files.sceneImage = await upload(cookies.projectPm, 'scene.png');
  await t.db
    .insertInto('scenes')
    .values({
      project_id: project.id,
      position: 0,
      text: 'A bus at dawn',
      image_file_id: files.sceneImage,
      image_by: users.projectPm.id,
    })
    .execute();

  files.picture = await upload(cookies.freelancer, 'me.png');
  await t.db.updateTable('users').set({ picture: files.picture }).where('id', '=', users.freelancer.id).execute();

  files.unattached = await upload(cookies.clientCollaborator, 'sketch.png');

  files.messageFile = await upload(cookies.clientCollaborator, 'reference.png');
  const opened = await call(t.app, 'POST', '/api/messages/conversations', {
    cookie: cookies.clientCollaborator,
    payload: { userIds: [users.projectPm.id] },
  });
  const sent = await call(t.app, 'POST', `/api/messages/conversations/${opened.json().conversation._id}/messages`, {
    cookie: cookies.clientCollaborator,
    payload: { text: 'our reference', files: [{ id: files.messageFile }] },
  });
  expect(sent.statusCode).toBe(201);
});
afterAll(() => t.close());

/** The download link's answer: 200 to readers; 401 anonymous; 403 others (and the terms guard before any rule). */
function expectedDownload(who: Who, kind: FileKind): number {
  if (who === 'anonymous') return 401;
  if (who === 'freelancerWithoutTerms') return 403;
  return READERS[kind].includes(who) ? 200 : 403;
}

const cases = FILE_KINDS.flatMap((kind) => WHO.map((who) => [kind, who] as const));

describe('GET /api/files/download', () => {
  it.each(cases)('%s as %s', async (kind, who) => {
    const response = await call(t.app, 'GET', `/api/files/download?key=${files[kind]}`, { cookie: cookies[who] });
    expect(response.statusCode).toBe(expectedDownload(who, kind));
    if (response.statusCode === 200) {
      const file = await call(t.app, 'GET', response.json().url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
    }
    if (response.statusCode === 403 && who !== 'freelancerWithoutTerms') {
      expect(response.json().message).toBe('You may not download this file');
    }
  });
});

describe('/media/{id}_{t|s|l}.jpg', () => {
  it.each(cases)('%s as %s', async (kind, who) => {
    const reads = READERS[kind].includes(who);
    for (const variant of ['t', 's', 'l']) {
      const response = await call(t.app, 'GET', `/media/${files[kind]}_${variant}.jpg`, { cookie: cookies[who] });
      expect(response.statusCode).toBe(reads ? 200 : 404);
      if (reads) expect(response.headers['content-type']).toBe('image/jpeg');
      else expect(response.json()).toEqual({ message: 'No such image' });
    }
  });
});

describe('attaching a file', () => {
  it('is refused for a file the caller may not read, naming the field (a receipt id seen elsewhere stays private)', async () => {
    const created = await call(t.app, 'POST', '/api/jobs', {
      cookie: cookies.projectPm,
      payload: {
        projectId: callers.project.id,
        jobType: 'script',
        prices: { '1': 10, '2': 20, '3': 30 },
        files: [{ id: files.receipt, name: 'x.png', ext: 'png' }],
      },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe(`files: ${files.receipt} is not an uploaded file`);
    const jobs = await t.db
      .selectFrom('jobs')
      .select(sql<number>`count(*)::int`.as('n'))
      .where(sql<boolean>`files @> ${attached(files.receipt)}::jsonb`)
      .executeTakeFirstOrThrow();
    expect(jobs.n).toBe(0);
  });
});
