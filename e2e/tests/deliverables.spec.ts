// Deliverables on a job (issue 9): a freelancer submits a voice job with a note and a real audio file, the PM
// asks for a revision with a note, the freelancer reads it in the bell and on the job, resubmits, and the PM
// approves with both rounds listed. The recording follows the job: someone who may not read the job gets no link.
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, expectInBell, personAt } from '../support/session';

/** A real WAV file: 8 kHz, 8-bit mono, `hz` sine for `seconds`. */
function wav(hz: number, seconds = 0.5): Buffer {
  const rate = 8000;
  const samples = Math.round(rate * seconds);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28); // bytes per second
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples, 40);
  const data = Buffer.alloc(samples);
  for (let i = 0; i < samples; i += 1) data[i] = Math.round(128 + 100 * Math.sin((2 * Math.PI * hz * i) / rate));
  return Buffer.concat([header, data]);
}

async function projectIdOf(page: Page, title: string): Promise<string> {
  const response = await page.request.get(`${BASE_URL}/api/projects?status=all&limit=100`);
  const project = ((await response.json()).projects as Array<{ _id: string; title: string }>).find((p) => p.title === title);
  if (!project) throw new Error(`no project "${title}"`);
  return project._id;
}

const facts = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
/** The steps of the job's history of submissions and revisions. */
const steps = (page: Page) => page.getByRole('region', { name: 'Submissions and revisions' }).locator(':scope > ol > li');

async function submit(page: Page, note: string, file: { name: string; buffer: Buffer }) {
  await page.getByRole('button', { name: 'Submit for Approval' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit for Approval' });
  await dialog.getByLabel('Note for the project manager').fill(note);
  await dialog.getByLabel('Attach files').setInputFiles({ ...file, mimeType: 'audio/wav' });
  // Uploaded: the file is listed with its remove button (no progress bar left).
  await expect(dialog.getByRole('button', { name: `Remove ${file.name}` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(facts(page, 'Status')).toHaveText('pending approval');
}

test('a voice job is delivered, sent back with a note, delivered again and approved with both rounds listed', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const pm = await personAt(browser, 'pm');
  const freelancer = await personAt(browser, 'freelancer');
  const projectId = await projectIdOf(pm, 'The Lost Wallet');

  // The PM posts a voice job; the freelancer (a voice artist) claims it.
  await pm.goto(`/app/projects/${projectId}/jobs`);
  await pm.getByRole('button', { name: '+ Create Job' }).click();
  const form = pm.getByRole('dialog');
  await form.getByLabel('Job type').selectOption('voice');
  await expect(form.getByLabel('Level 2 (Normal)')).not.toHaveValue('');
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(pm).toHaveURL(new RegExp(`/app/projects/${projectId}/jobs/[0-9a-f-]{36}$`));
  const jobId = pm.url().split('/').pop() as string;
  const pmJobUrl = `/app/projects/${projectId}/jobs/${jobId}`;
  await freelancer.goto(`/app/jobs/${jobId}`);
  await freelancer.getByRole('button', { name: 'Claim' }).click();
  await expect(facts(freelancer, 'Status')).toHaveText('in progress');

  // Round 1: a note and a recording.
  await submit(freelancer, 'All scenes recorded, take 1', { name: 'take-1.wav', buffer: wav(440) });
  await expect(freelancer.getByRole('region', { name: 'Submitted work' })).toContainText('All scenes recorded, take 1');

  // The PM reads the note in the bell and sees the work beside Approve and Request Revision, in the project's
  // jobs section, and downloads the recording.
  await pm.goto(pmJobUrl);
  await expectInBell(
    pm,
    /Fern Freelancer submitted the Voice Over job in The Lost Wallet for approval Note: All scenes recorded, take 1/,
  );
  const submitted = pm.getByRole('region', { name: 'Submitted work' });
  await expect(submitted).toContainText('Submitted by Fern Freelancer·Round 1');
  await expect(submitted).toContainText('All scenes recorded, take 1');
  await expect(pm.getByRole('button', { name: 'Approve' })).toBeVisible();
  const [download] = await Promise.all([
    pm.waitForEvent('download'),
    submitted.getByRole('link', { name: 'take-1.wav' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('take-1.wav');

  // The PM asks for a revision, with a note.
  await pm.getByRole('button', { name: 'Request Revision' }).click();
  const revision = pm.getByRole('dialog', { name: 'Request Revision' });
  await revision.getByLabel('What should change').fill('Scene 2 is too quiet, please record it again');
  await revision.getByRole('button', { name: 'Request Revision' }).click();
  await expect(facts(pm, 'Status')).toHaveText('in progress');

  // The freelancer reads the note in the bell and on the job.
  await freelancer.goto(`/app/jobs/${jobId}`);
  await expectInBell(
    freelancer,
    'Paul Manager requested a revision of your Voice Over job in The Lost Wallet Note: Scene 2 is too quiet, please record it again',
  );
  const asked = freelancer.getByRole('region', { name: 'Revision requested' });
  await expect(asked).toContainText('Revision requested by Paul Manager·Round 1');
  await expect(asked).toContainText('Scene 2 is too quiet, please record it again');

  // Round 2.
  await submit(freelancer, 'Take 2: scene 2 louder', { name: 'take-2.wav', buffer: wav(660) });

  // The PM sees both rounds and approves.
  await pm.goto(pmJobUrl);
  await expect(steps(pm)).toHaveCount(3);
  await expect(steps(pm)).toContainText([
    'Submitted by Fern Freelancer·Round 1',
    'Revision requested by Paul Manager·Round 1',
    'Submitted by Fern Freelancer·Round 2',
  ]);
  await expect(steps(pm).nth(0).getByRole('link', { name: 'take-1.wav' })).toBeVisible();
  await expect(steps(pm).nth(2).getByRole('link', { name: 'take-2.wav' })).toBeVisible();
  await pm.getByRole('button', { name: 'Approve' }).click();
  await pm.getByRole('dialog', { name: 'Approve this job?' }).getByRole('button', { name: 'Approve' }).click();
  await expect(facts(pm, 'Status')).toHaveText('completed');
  await expect(steps(pm)).toHaveCount(4);
  await expect(steps(pm).nth(3)).toContainText('Approved by Paul Manager·Round 2');

  // The recording follows the job: a staff member outside the project gets no download link.
  const history = (await (await pm.request.get(`${BASE_URL}/api/jobs/${jobId}/history`)).json()).history as Array<{
    files: Array<{ id: string }>;
  }>;
  const recording = history[0].files[0].id;
  const staff = await personAt(browser, 'staff');
  const refused = await staff.request.get(`${BASE_URL}/api/files/download?key=${recording}`);
  expect(refused.status()).toBe(404);
  expect((await pm.request.get(`${BASE_URL}/api/files/download?key=${recording}`)).status()).toBe(200);
});
