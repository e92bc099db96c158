// The server's messages in the person's language (issue 13): what an action did and why it was refused read in Thai
// for a person whose account (or, signed out, browser) is Thai, and stay English otherwise.
import { call, createTestApp, signIn, type TestApp } from './helper';
import { createJob, createProject, createUser } from './factories';
import { MESSAGE_TRANSLATIONS_TH, translateServerMessage } from '../src/plugins/message-translations';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the server's messages in the reader's language", () => {
  it('a claim answers "Job claimed" and a second claim "Job already claimed", in Thai for a Thai account', async () => {
    const project = await createProject(t.db);
    const job = await createJob(t.db, { project, jobType: 'script' });
    const thai = await createUser(t.db, { level: 'freelancer', roles: ['script'], roleLevels: { script: 2 }, locale: 'th' });
    const english = await createUser(t.db, { level: 'freelancer', roles: ['script'], roleLevels: { script: 2 } });

    const claimed = await call(t.app, 'POST', `/api/jobs/${job.id}/claim`, { cookie: await signIn(t.db, thai) });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().message).toBe('รับงานแล้ว');

    const late = await call(t.app, 'POST', `/api/jobs/${job.id}/claim`, { cookie: await signIn(t.db, english) });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: 'Job already claimed' });
    await t.db.updateTable('users').set({ locale: 'th' }).where('id', '=', english.id).execute();
    const lateInThai = await call(t.app, 'POST', `/api/jobs/${job.id}/claim`, { cookie: await signIn(t.db, english) });
    expect(lateInThai.json()).toEqual({ message: 'มีคนรับงานนี้ไปแล้ว' });
  });

  it('signed out, a Thai browser reads "Please sign in" in Thai (the 401 keeps its redirect)', async () => {
    const english = await call(t.app, 'GET', '/api/notifs');
    expect(english.statusCode).toBe(401);
    expect(english.json().message).toBe('Please sign in');
    const thai = await call(t.app, 'GET', '/api/notifs', { headers: { 'accept-language': 'th-TH,th;q=0.9' } });
    expect(thai.statusCode).toBe(401);
    expect(thai.json()).toEqual({ ...english.json(), message: 'กรุณาเข้าสู่ระบบ' });
  });

  it('messages with a name in them read in Thai too, the name kept and a job type translated', () => {
    expect(translateServerMessage('Saved YES for Email sent', 'th')).toBe('บันทึกแล้ว: ส่งอีเมลแล้ว — ใช่');
    expect(translateServerMessage('Saved NO for Warm narrator', 'th')).toBe('บันทึกแล้ว: Warm narrator — ไม่');
    expect(translateServerMessage('Only holders of the Video Editing role can claim this job', 'th')).toBe(
      'เฉพาะผู้ที่มีบทบาทตัดต่อวิดีโอเท่านั้นที่รับงานนี้ได้',
    );
    expect(translateServerMessage('Job already paid: Script in Rent Day', 'th')).toBe('จ่ายเงินงานนี้ไปแล้ว: Script in Rent Day');
    expect(translateServerMessage('Job already paid: Script in Rent Day', 'en')).toBe('Job already paid: Script in Rent Day');
    expect(translateServerMessage('Something the table does not know', 'th')).toBe('Something the table does not know');
  });

  it("a PM who reads Thai sets the project's level and reads what was saved in Thai", async () => {
    const pm = await createUser(t.db, { level: 'staff', roles: ['project-manager'], locale: 'th' });
    const project = await createProject(t.db, { collaborators: [pm] });
    const response = await call(t.app, 'POST', `/api/projects/${project.id}/specs`, {
      cookie: await signIn(t.db, pm),
      payload: { key: 'level', value: 3 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('บันทึกแล้ว: ระดับ — ใช่');
  });

  it('every entry of the table is a Thai sentence', () => {
    const entries = Object.entries(MESSAGE_TRANSLATIONS_TH);
    expect(entries.length).toBeGreaterThan(100);
    expect(entries.filter(([, thai]) => !/[\u0E00-\u0E7F]/.test(thai)).map(([english]) => english)).toEqual([]);
  });
});
