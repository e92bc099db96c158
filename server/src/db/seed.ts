// The demo studio: one account per kind of user (password demo12345), projects in every status,
// jobs of many types in every state, pricing for every role, feeds with posts and an unread memo,
// a few payments, some notifications for everybody, and the tutorial doc of every job type.
import { sql, type Kysely } from 'kysely';
import { applyChecklistTick, checklistProgress, newChecklist, type ChecklistStamp } from '../domain/checklist';
import { CONTRIBUTOR_ROLES, rateSlots } from '../domain/roles';
import { isDemonProof, scriptStats } from '../domain/script-text';
import { hashPassword } from '../services/passwords';
import { renderMarkdown } from '../services/markdown';
import { receiveContact, type ContactInput, type ContactSender } from '../services/contact';
import { renderNotification } from '../services/notifications';
import type { NoticeMessage } from '../services/notification-texts';
import { dollars } from '../services/payment-notifications';
import { createBlogpost } from '../services/blogposts';
import { tutorialDocs } from '../domain/tutorials';
import { toActor } from '../repositories/users';
import type { Database, JobStatus, LevelPrices, PostType, ProjectStatus, UserLevel } from './types';

export const DEMO_PASSWORD = 'demo12345';

interface DemoUser {
  key: string;
  email: string;
  name: string;
  nameAlias: string;
  level: UserLevel;
  roles: string[];
  roleLevels?: Record<string, number>;
  tnc: boolean;
  paymentInfo?: string;
}

export const DEMO_USERS: DemoUser[] = [
  {
    key: 'admin',
    email: 'admin@demo.test',
    name: 'Ada Admin',
    nameAlias: 'Ada',
    level: 'admin',
    roles: ['project-manager'],
    tnc: true,
  },
  {
    key: 'pm',
    email: 'pm@demo.test',
    name: 'Paul Manager',
    nameAlias: 'Paul M.',
    level: 'staff',
    roles: ['project-manager'],
    tnc: true,
  },
  {
    key: 'staff',
    email: 'staff@demo.test',
    name: 'Sara Staff',
    nameAlias: 'Sara',
    level: 'staff',
    roles: ['storyboard', 'video-editing'],
    roleLevels: { storyboard: 3, 'video-editing': 2 },
    tnc: true,
  },
  {
    key: 'freelancer',
    email: 'freelancer@demo.test',
    name: 'Fern Freelancer',
    nameAlias: 'Fern F.',
    level: 'freelancer',
    roles: ['script', 'voice', 'storyboard', 'coloring'],
    roleLevels: { script: 3, voice: 2, storyboard: 1, coloring: 2 },
    tnc: true,
    paymentInfo: 'PayPal: fern@example.com',
  },
  {
    key: 'newbie',
    email: 'newbie@demo.test',
    name: 'Nina Newbie',
    nameAlias: 'Nina',
    level: 'freelancer',
    roles: ['voice'],
    roleLevels: { voice: 1 },
    tnc: false,
  },
  { key: 'client', email: 'client@demo.test', name: 'Carl Client', nameAlias: 'Carl', level: 'client', roles: [], tnc: false },
  {
    key: 'payer',
    email: 'payer@demo.test',
    name: 'Pat Payer',
    nameAlias: 'Pat',
    level: 'staff',
    roles: ['payment', 'video-editing'],
    roleLevels: { 'video-editing': 2 },
    tnc: true,
    paymentInfo: 'Bank: 012-3-45678-9',
  },
];

type UserKey = 'admin' | 'pm' | 'staff' | 'freelancer' | 'newbie' | 'client' | 'payer';

interface DemoProject {
  title: string;
  status: ProjectStatus;
  oldStatus?: ProjectStatus;
  collaborators: UserKey[];
  level?: number;
  perfBased?: boolean;
  starred?: boolean;
  /** About how long its raw script is (0: none submitted yet); the counts come from the text itself. */
  characters: number;
  /** How many scenes its script is written in (its raw script's paragraphs shared out in order; 0: none yet). */
  scenes: number;
  /** Launched on these platforms (the checklist's launch steps were ticked). */
  platforms?: Array<'fb' | 'yt'>;
  fbLaunchDaysAgo?: number;
  listedBy?: UserKey[];
  /** Its raw script holds a risky word (the sensitive-terms warning). */
  risky?: boolean;
}

const PROJECTS: DemoProject[] = [
  { title: 'The Lost Wallet', status: 'new', collaborators: ['pm', 'client'], characters: 0, scenes: 0, listedBy: ['admin'] },
  { title: 'Neighbours at War', status: 'new', collaborators: ['admin'], characters: 0, scenes: 0 },
  {
    title: 'Grandma’s Secret Recipe',
    status: 'script-writing',
    collaborators: ['pm', 'freelancer', 'client'],
    characters: 3200,
    scenes: 8,
    listedBy: ['admin'],
  },
  { title: 'The Honest Cashier', status: 'script-writing', collaborators: ['admin'], characters: 5400, scenes: 10, level: 3 },
  {
    title: 'Rent Day',
    status: 'storyboarding',
    collaborators: ['pm', 'staff'],
    characters: 6100,
    scenes: 14,
    starred: true,
    listedBy: ['admin'],
  },
  {
    title: 'A Dog Named Lucky',
    status: 'storyboarding',
    collaborators: ['admin', 'freelancer'],
    characters: 4800,
    scenes: 12,
    level: 1,
  },
  {
    title: 'The Night Shift',
    status: 'production',
    collaborators: ['pm', 'staff', 'client'],
    characters: 7000,
    scenes: 16,
    perfBased: true,
    platforms: ['fb', 'yt'],
  },
  {
    title: 'Second Chances',
    status: 'production',
    collaborators: ['admin', 'staff'],
    characters: 5900,
    scenes: 15,
    risky: true,
  },
  {
    title: 'The Wedding Crasher',
    status: 'finalizing',
    collaborators: ['pm', 'client'],
    characters: 6600,
    scenes: 18,
    platforms: ['yt'],
    listedBy: ['admin'],
  },
  {
    title: 'Kindness Returns',
    status: 'ready',
    collaborators: ['admin'],
    characters: 5200,
    scenes: 13,
    platforms: ['fb', 'yt'],
  },
  {
    title: 'The Landlord’s Lesson',
    status: 'launched',
    collaborators: ['pm'],
    characters: 6300,
    scenes: 17,
    platforms: ['fb', 'yt'],
    fbLaunchDaysAgo: 200,
  },
  {
    title: 'Lunch Money',
    status: 'launched',
    collaborators: ['admin', 'client'],
    characters: 3400,
    scenes: 9,
    platforms: ['fb'],
    fbLaunchDaysAgo: 30,
  },
  {
    title: 'Paused: Office Prank',
    status: 'onhold',
    oldStatus: 'storyboarding',
    collaborators: ['admin'],
    characters: 2900,
    scenes: 7,
  },
  { title: 'Old Draft: Bus Stop', status: 'trash', oldStatus: 'new', collaborators: ['pm'], characters: 0, scenes: 0 },
];

interface DemoJob {
  project: number;
  type: string;
  status: JobStatus;
  claimedBy?: UserKey;
  title?: string;
  prices?: LevelPrices;
  price?: number;
  bonus?: number;
  important?: boolean;
  staff?: UserKey[];
  paid?: boolean;
  bonusPaid?: boolean;
  gender?: string;
  direction?: string;
  perfBased?: boolean;
}

const p = (a: number, b: number, c: number): LevelPrices => ({ '1': a, '2': b, '3': c });

const JOBS: DemoJob[] = [
  // open jobs anyone with the role may claim
  { project: 2, type: 'script', status: 'open', prices: p(40, 55, 70), important: true },
  { project: 3, type: 'script', status: 'open', prices: p(60, 80, 100) },
  { project: 4, type: 'storyboard', status: 'open', prices: p(140, 168, 196) },
  { project: 5, type: 'storyboard', status: 'open', prices: p(120, 144, 168), staff: ['freelancer'] },
  { project: 6, type: 'voice', status: 'open', prices: p(30, 42, 54), gender: 'Female', important: true },
  { project: 6, type: 'coloring', status: 'open', prices: p(96, 128, 160) },
  { project: 7, type: 'video-editing', status: 'open', prices: p(75, 90, 105) },
  { project: 7, type: 'recording', status: 'open', prices: p(45, 60, 75), staff: ['staff'] },
  { project: 8, type: 'translation', status: 'open', prices: p(25, 35, 45), direction: 'To English' },
  { project: 8, type: 'subtitles', status: 'open', prices: p(15, 20, 25) },
  { project: 9, type: 'cover-image-design', status: 'open', price: 35 },
  { project: 4, type: 'other', status: 'open', title: 'Find reference photos of 1990s offices', price: 15 },
  { project: 2, type: 'project-manager', status: 'open', prices: p(50, 60, 70) },
  { project: 3, type: 'cross-checking', status: 'open', prices: p(20, 25, 30) },
  { project: 10, type: 'sound-design', status: 'open', prices: p(30, 40, 50) },
  // in progress
  { project: 2, type: 'voice', status: 'inprogress', claimedBy: 'freelancer', prices: p(30, 42, 54), gender: 'Male' },
  { project: 4, type: 'storyboard', status: 'inprogress', claimedBy: 'staff', prices: p(140, 168, 196), important: true },
  { project: 5, type: 'coloring', status: 'inprogress', claimedBy: 'freelancer', prices: p(96, 128, 160) },
  { project: 6, type: 'video-editing', status: 'inprogress', claimedBy: 'staff', prices: p(80, 96, 112), perfBased: true },
  { project: 7, type: 'video-editing', status: 'inprogress', claimedBy: 'payer', prices: p(75, 90, 105) },
  { project: 8, type: 'project-manager', status: 'inprogress', claimedBy: 'pm', prices: p(50, 60, 70) },
  // pending approval
  { project: 2, type: 'script', status: 'pending', claimedBy: 'freelancer', prices: p(40, 55, 70) },
  { project: 4, type: 'coloring', status: 'pending', claimedBy: 'freelancer', prices: p(96, 128, 160), important: true },
  { project: 6, type: 'storyboard', status: 'pending', claimedBy: 'staff', prices: p(150, 180, 210), perfBased: true },
  { project: 8, type: 'video-editing', status: 'pending', claimedBy: 'payer', prices: p(75, 90, 105) },
  { project: 5, type: 'other', status: 'pending', claimedBy: 'freelancer', title: 'Write the video description', price: 10 },
  // completed, not paid
  { project: 3, type: 'script', status: 'completed', claimedBy: 'freelancer', prices: p(60, 80, 100), bonus: 10 },
  { project: 4, type: 'voice', status: 'completed', claimedBy: 'freelancer', prices: p(30, 42, 54) },
  { project: 6, type: 'recording', status: 'completed', claimedBy: 'staff', prices: p(45, 60, 75), perfBased: true },
  { project: 8, type: 'storyboard', status: 'completed', claimedBy: 'staff', prices: p(150, 180, 210), bonus: 20 },
  { project: 9, type: 'video-finalizing', status: 'completed', claimedBy: 'payer', price: 50 },
  { project: 10, type: 'project-manager', status: 'completed', claimedBy: 'pm', prices: p(50, 60, 70) },
  // completed and paid
  { project: 9, type: 'script', status: 'completed', claimedBy: 'freelancer', prices: p(60, 80, 100), paid: true },
  {
    project: 9,
    type: 'coloring',
    status: 'completed',
    claimedBy: 'freelancer',
    prices: p(96, 128, 160),
    paid: true,
    bonus: 15,
    bonusPaid: true,
  },
  { project: 10, type: 'storyboard', status: 'completed', claimedBy: 'staff', prices: p(150, 180, 210), paid: true },
  { project: 10, type: 'voice', status: 'completed', claimedBy: 'freelancer', prices: p(30, 42, 54), paid: true },
  { project: 11, type: 'video-editing', status: 'completed', claimedBy: 'payer', prices: p(75, 90, 105), paid: true, bonus: 25 },
  { project: 11, type: 'cover-image-design', status: 'completed', claimedBy: 'staff', price: 35, paid: true },
  {
    project: 6,
    type: 'script',
    status: 'completed',
    claimedBy: 'freelancer',
    prices: p(60, 80, 100),
    paid: true,
    perfBased: true,
  },
  { project: 12, type: 'storyboard', status: 'open', prices: p(100, 120, 140) },
];

const HOUR = 60 * 60 * 1000;
const ago = (hours: number): Date => new Date(Date.now() - hours * HOUR);

/** Whether the database holds no users yet (a fresh install). */
export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count === 0;
}

function defaultRates(role: string, index: number): Record<string, number> {
  const base = 20 + (index % 6) * 10;
  const rates: Record<string, number> = {};
  for (const slot of rateSlots(role)) {
    const level = ((slot - 1) % 3) + 1;
    const band = Math.floor((slot - 1) / 3); // 0 regular, 1 above threshold, 2 PB, 3 PB above, 4 small, 5 PB small
    const bandFactor = [1, 1.3, 0.8, 1.05, 0.7, 0.55][band];
    rates[String(slot)] = Math.round(base * (0.8 + 0.2 * level) * bandFactor);
  }
  return rates;
}

/** Fills the demo studio into an empty, migrated database, in one transaction. */
export async function seedDemo(db: Kysely<Database>, options: { passwordHash?: string } = {}): Promise<void> {
  const passwordHash = options.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  await db.transaction().execute(async (trx) => {
    const ids = {} as Record<UserKey, string>;
    for (const [i, user] of DEMO_USERS.entries()) {
      const row = await trx
        .insertInto('users')
        .values({
          email: user.email,
          name: user.name,
          name_alias: user.nameAlias,
          level: user.level,
          roles: user.roles,
          role_levels: JSON.stringify(
            user.roleLevels ?? Object.fromEntries(user.roles.filter((r) => r !== 'payment').map((r) => [r, 2])),
          ),
          payment_info: user.paymentInfo ?? '',
          password_hash: passwordHash,
          picture: null,
          freelancer_tnc_at: user.tnc && user.level === 'freelancer' ? ago(24 * 30) : null,
          notification_email: null,
          locale: null,
          created_at: ago(24 * 90 - i),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[user.key as UserKey] = row.id;
    }

    for (const [i, role] of CONTRIBUTOR_ROLES.entries()) {
      await trx
        .insertInto('pricing')
        .values({ role, rates: JSON.stringify(defaultRates(role, i)), bonus: 5 + (i % 4) * 5, updated_by: ids.admin })
        .execute();
    }

    const projectIds: string[] = [];
    for (const [i, project] of PROJECTS.entries()) {
      const updated = ago(i * 7 + 1);
      // What the app itself would hold: the raw script a client submitted (its counts and sensitive-terms flag
      // computed as the server does), and the checklist ticked as far as the project got (its progress, launch
      // platforms and Facebook launch date follow from the ticks).
      const rawScript = project.characters > 0 ? demoRawScript(project.title, project.characters, project.risky) : null;
      // Once a project has scenes, they are its script: the counts and the flag come from them (as the server does).
      const sceneTexts = demoScenes(rawScript, project.scenes);
      const script = project.scenes > 0 ? sceneTexts : rawScript ? [rawScript] : [];
      const stats = scriptStats(script);
      const pm = project.collaborators.find((key) => key === 'pm' || key === 'admin') ?? 'admin';
      const worked = demoChecklist(project, { _id: ids[pm], name: DEMO_USERS.find((u) => u.key === pm)!.name });
      const row = await trx
        .insertInto('projects')
        .values({
          title: project.title,
          status: project.status,
          old_status: project.oldStatus ?? null,
          script_status: ['new', 'script-writing'].includes(project.status) ? 'new' : 'confirmed',
          storyboard_status: ['production', 'finalizing', 'ready', 'launched'].includes(project.status) ? 'confirmed' : 'new',
          perf_based: project.perfBased ?? false,
          starred: project.starred ?? false,
          level: project.level ?? 2,
          script_raw_body: rawScript,
          demon_proof: script.every((text) => isDemonProof(text)),
          word_count: stats.wordCount,
          character_count: stats.characterCount,
          scene_count: sceneTexts.length,
          checklist: JSON.stringify(worked.checklist),
          progress: checklistProgress(worked.checklist),
          platforms: worked.platforms,
          fb_launch_date: worked.fbLaunchDate,
          created_by: ids[project.collaborators[0]],
          created_at: ago(24 * 60 - i * 24),
          updated_at: updated,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      projectIds.push(row.id);
      for (const [position, text] of sceneTexts.entries()) {
        await trx.insertInto('scenes').values({ project_id: row.id, position, text, created_by: ids[pm] }).execute();
      }
      for (const key of project.collaborators) {
        await trx.insertInto('project_collaborators').values({ project_id: row.id, user_id: ids[key] }).execute();
      }
      for (const key of project.listedBy ?? []) {
        await trx.insertInto('project_listed_by').values({ project_id: row.id, user_id: ids[key] }).execute();
      }
    }

    const levelOf = (key: UserKey, role: string): 1 | 2 | 3 => {
      const level = DEMO_USERS.find((u) => u.key === key)?.roleLevels?.[role];
      return level === 1 || level === 3 ? level : 2;
    };
    const jobIds: string[] = [];
    const approvedAgo = (i: number) => JOBS.length * 2 - i * 2; // hours
    // Each payee with paid jobs was paid once, after the last of those approvals (halfway from it to now).
    const paidAt = new Map<UserKey, Date>();
    for (const [i, job] of JOBS.entries()) {
      if (!job.paid || !job.claimedBy) continue;
      const at = ago(approvedAgo(i) / 2);
      const earlier = paidAt.get(job.claimedBy);
      if (!earlier || at > earlier) paidAt.set(job.claimedBy, at);
    }
    for (const [i, job] of JOBS.entries()) {
      const created = ago(JOBS.length * 5 - i * 5);
      const claimed = job.claimedBy ? new Date(created.getTime() + 2 * HOUR) : null;
      const completed = job.status === 'completed';
      // The pay fixed at approval; the bonus stays its own amount (domain/pricing.ts).
      const owed =
        completed && job.claimedBy
          ? (job.price ?? job.prices?.[String(levelOf(job.claimedBy, job.type)) as '1' | '2' | '3'] ?? 0)
          : null;
      const body = `Please follow the project brief for **${PROJECTS[job.project].title}**.`;
      const row = await trx
        .insertInto('jobs')
        .values({
          project_id: projectIds[job.project],
          job_type: job.type,
          title: job.title ?? '',
          body,
          body_html: renderMarkdown(body),
          gender: job.gender ?? 'Any',
          direction: job.direction ?? 'From English',
          scene_count: PROJECTS[job.project].scenes,
          prices: JSON.stringify(job.prices ?? {}),
          price: job.price ?? null,
          bonus: job.bonus ?? 0,
          staff: (job.staff ?? []).map((key) => ids[key]),
          perf_based: job.perfBased ?? false,
          status: job.status,
          important: job.important ?? false,
          claimed_by: job.claimedBy ? ids[job.claimedBy] : null,
          claimed_at: claimed,
          amount_owed: owed,
          approved_at: completed ? ago(approvedAgo(i)) : null,
          paid_at: job.paid && job.claimedBy ? (paidAt.get(job.claimedBy) ?? null) : null,
          bonus_paid_at: job.bonusPaid && job.claimedBy ? (paidAt.get(job.claimedBy) ?? null) : null,
          created_by: ids.pm,
          created_at: created,
          updated_at: claimed ?? created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      jobIds.push(row.id);
    }

    // Payments for the paid jobs, one per payee.
    const paidByUser = new Map<UserKey, number[]>();
    const paidTotals = new Map<UserKey, number>();
    JOBS.forEach((job, i) => {
      if (job.paid && job.claimedBy) paidByUser.set(job.claimedBy, [...(paidByUser.get(job.claimedBy) ?? []), i]);
    });
    for (const [key, jobIndexes] of paidByUser) {
      const lines = jobIndexes.flatMap((i) => {
        const job = JOBS[i];
        const amount = job.price ?? job.prices?.[String(levelOf(key, job.type)) as '1' | '2' | '3'] ?? 0;
        const entries: Array<{ job_id: string; kind: 'job' | 'bonus'; amount: number }> = [
          { job_id: jobIds[i], kind: 'job', amount },
        ];
        if (job.bonusPaid && job.bonus) entries.push({ job_id: jobIds[i], kind: 'bonus', amount: job.bonus });
        return entries;
      });
      paidTotals.set(
        key,
        lines.reduce((sum, line) => sum + line.amount, 0),
      );
      const payment = await trx
        .insertInto('payments')
        .values({
          user_id: ids[key],
          total: lines.reduce((sum, line) => sum + line.amount, 0),
          pb_count: jobIndexes.filter((i) => JOBS[i].perfBased).length,
          text: `Payment for ${jobIndexes.length} job(s)`,
          created_by: ids.payer,
          created_at: paidAt.get(key) ?? new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('payment_jobs')
        .values(lines.map((line) => ({ ...line, payment_id: payment.id })))
        .execute();
    }

    // Feeds
    const feed = async (
      name: string,
      values: Partial<{
        description: string;
        icon: string;
        aggregate: boolean;
        system: boolean;
        level: boolean;
        role: boolean;
        readOnly: boolean;
        users: string[];
      }>,
    ) => {
      const row = await trx
        .insertInto('feeds')
        .values({
          name,
          description: values.description ?? '',
          icon: values.icon ?? '',
          users: values.users ?? [],
          is_aggregate: values.aggregate ?? false,
          is_system: values.system ?? false,
          is_level_based: values.level ?? false,
          is_role_based: values.role ?? false,
          is_read_only: values.readOnly ?? false,
          created_by: ids.admin,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    await feed('all', { description: 'Everything you can read', icon: 'apps', aggregate: true, system: true, readOnly: true });
    await feed('to-do', {
      description: 'Posts you marked to do, and your own to-dos',
      icon: 'checkbox',
      aggregate: true,
      system: true,
      readOnly: true,
    });
    await feed('unread', {
      description: 'Posts you have not read yet',
      icon: 'mail-unread',
      aggregate: true,
      system: true,
      readOnly: true,
    });
    await feed('story-reception', { description: 'Stories sent in by viewers', icon: 'book', system: true });
    const studioFeed = await feed('studio', { description: 'News and memos for the whole studio', icon: 'megaphone' });
    const productionFeed = await feed('Production team', {
      description: 'The production crew',
      icon: 'people',
      users: [ids.admin, ids.pm, ids.staff, ids.freelancer],
    });
    const freelancerFeed = await feed('freelancer', {
      description: 'Everything freelancers need to know',
      icon: 'person',
      level: true,
    });
    const storyboardFeed = await feed('storyboard', { description: 'Storyboard artists', icon: 'image', role: true });
    // The admins' level feed: messages from the Contact page land here (routes/api/contact).
    await feed('admin', {
      description: 'Messages for the admins, from the Contact page',
      icon: 'mail',
      level: true,
      system: true,
    });

    const posts: Array<{
      feed: string;
      type: PostType;
      title: string;
      body: string;
      user: UserKey;
      private?: boolean;
      done?: boolean;
      rating?: number;
    }> = [
      {
        feed: studioFeed,
        type: 'memo',
        title: 'New payment schedule',
        body: 'From next month payments go out on the **1st and 15th**.\n\nPlease keep your payment info up to date.',
        user: 'admin',
      },
      {
        feed: studioFeed,
        type: 'post',
        title: 'Welcome to the new studio app',
        body: 'Everything now lives in one place: projects, jobs, payments and this feed.',
        user: 'admin',
        rating: 5,
      },
      {
        feed: studioFeed,
        type: 'post',
        title: 'Holiday on Friday',
        body: 'The office is closed on Friday; approvals resume on Monday.',
        user: 'pm',
      },
      {
        feed: productionFeed,
        type: 'post',
        title: 'Storyboard style guide v2',
        body: 'Use the new colour palette for all night scenes. See the attached guide.',
        user: 'staff',
        rating: 4,
      },
      {
        feed: productionFeed,
        type: 'post',
        title: 'Voice recording tips',
        body: '- Record in a quiet room\n- Keep 20 cm from the microphone\n- Export WAV 48 kHz',
        user: 'pm',
      },
      {
        feed: productionFeed,
        type: 'todo',
        title: 'Review The Night Shift cut',
        body: 'Check the pacing of scenes 10-14.',
        user: 'pm',
        done: false,
      },
      {
        feed: productionFeed,
        type: 'post',
        title: 'Render farm maintenance',
        body: 'Renders will be slow on Tuesday morning.',
        user: 'admin',
        done: true,
      },
      {
        feed: freelancerFeed,
        type: 'post',
        title: 'How claiming works',
        body: 'Claim a job, submit it for approval, and it is paid after approval.',
        user: 'admin',
      },
      {
        feed: freelancerFeed,
        type: 'post',
        title: 'Star levels explained',
        body: 'Your star level per role sets which price you earn: trainee 1, normal 2, premium 3.',
        user: 'pm',
      },
      {
        feed: storyboardFeed,
        type: 'post',
        title: 'Board template updated',
        body: 'The storyboard template now has numbered frames.',
        user: 'staff',
      },
      {
        feed: studioFeed,
        type: 'todo',
        title: 'Renew the music licence',
        body: 'Due at the end of the month.',
        user: 'admin',
        private: true,
      },
    ];
    for (const [i, post] of posts.entries()) {
      await trx
        .insertInto('posts')
        .values({
          feed_id: post.feed,
          type: post.type,
          title: post.title,
          body: post.body,
          body_html: renderMarkdown(post.body),
          user_id: ids[post.user],
          private: post.private ?? false,
          done: post.done ?? false,
          rating: post.rating ?? 3,
          created_at: ago(posts.length * 6 - i * 6),
          updated_at: ago(posts.length * 6 - i * 6),
        })
        .execute();
    }

    // Viewers' stories and a visitor's message arrive as they would: through the public Contact page's form (its own
    // path, which notifies the PMs and admins), so story reception holds only what the app can make.
    const viewerStories: Array<[ContactSender, ContactInput]> = [
      [
        { userId: null, name: 'Malee Sukjai', email: 'malee@example.com' },
        {
          kind: 'story',
          subject: 'My neighbour returned my lost wallet',
          message: 'I lost my wallet at the market and a stranger walked two hours to return it.',
          lesson: 'Honesty pays.',
        },
      ],
      [
        { userId: null, name: 'Arun Petch', email: 'arun@example.com' },
        {
          kind: 'story',
          subject: 'The teacher who paid for lunch',
          message: 'Every day my teacher shared her lunch with me without telling anyone.',
          lesson: '',
        },
      ],
      [
        { userId: null, name: 'Bright Brands', email: 'hello@brightbrands.example' },
        {
          kind: 'message',
          subject: 'Question about collaboration',
          message: 'Hello, we would like to order three videos for our brand.',
          lesson: '',
        },
      ],
    ];
    for (const [sender, input] of viewerStories) await receiveContact(trx, sender, input);

    // Docs: the tutorial of every job type (each job page's Help link), written by the admin through the doc
    // form's own path, so each is a doc the app could have made.
    const author = toActor(await trx.selectFrom('users').selectAll().where('id', '=', ids.admin).executeTakeFirstOrThrow());
    for (const doc of tutorialDocs()) await createBlogpost(trx, author, doc);

    // Notifications: a few for everybody, some read. Each is what the app would have sent (a message key and its
    // parameters, notification-texts.ts), so it reads in its reader's language.
    const nameOf = (key: UserKey) => DEMO_USERS.find((u) => u.key === key)!.name;
    const onJob = (i: number) => ({ jobType: JOBS[i].type, project: PROJECTS[JOBS[i].project].title });
    const jobNote = (key: NoticeMessage['key'], from: UserKey, i: number): [string, string, NoticeMessage] => [
      key,
      `/app/jobs/${jobIds[i]}`,
      { key, params: { actor: nameOf(from), ...onJob(i) } },
    ];
    const onProject = (key: NoticeMessage['key'], from: UserKey, i: number): [string, string, NoticeMessage] => [
      key,
      `/app/projects/${projectIds[i]}`,
      { key, params: { actor: nameOf(from), project: PROJECTS[i].title } },
    ];
    const posted = (from: UserKey, title: string): [string, string, NoticeMessage] => [
      'post/create',
      '/app/feed/studio',
      { key: 'post/create', params: { actor: nameOf(from), title, feed: 'studio' } },
    ];
    const notes: Array<[UserKey, UserKey, [string, string, NoticeMessage], boolean]> = [
      ['admin', 'freelancer', jobNote('submit', 'freelancer', 21), false],
      ['admin', 'staff', jobNote('claim', 'staff', 16), false],
      ['admin', 'pm', posted('pm', 'Holiday on Friday'), true],
      ['pm', 'freelancer', jobNote('submit', 'freelancer', 22), false],
      ['pm', 'staff', jobNote('claim', 'staff', 16), false],
      ['pm', 'payer', jobNote('submit', 'payer', 24), true],
      ['staff', 'pm', jobNote('approve', 'pm', 29), false],
      ['staff', 'admin', posted('admin', 'New payment schedule'), false],
      ['staff', 'pm', jobNote('job/create', 'pm', 2), true],
      ['freelancer', 'pm', jobNote('approve', 'pm', 26), false],
      ['freelancer', 'pm', jobNote('reject', 'pm', 17), false],
      [
        'freelancer',
        'payer',
        [
          'payment/create',
          '/app/payments',
          { key: 'payment/create', params: { actor: nameOf('payer'), amount: dollars(paidTotals.get('freelancer') ?? 0) } },
        ],
        true,
      ],
      ['freelancer', 'pm', jobNote('job/create', 'pm', 4), false],
      ['newbie', 'admin', ['welcome', '/app/account?section=terms', { key: 'welcome', params: {} }], false],
      ['newbie', 'pm', jobNote('job/create', 'pm', 4), false],
      ['newbie', 'admin', posted('admin', 'New payment schedule'), true],
      ['client', 'pm', onProject('invite', 'pm', 0), false],
      ['client', 'pm', onProject('submitScript', 'pm', 2), false],
      ['client', 'admin', onProject('approveStoryboard', 'admin', 6), true],
      ['payer', 'pm', jobNote('approve', 'pm', 30), false],
      ['payer', 'pm', jobNote('job/create', 'pm', 19), true],
      ['payer', 'admin', posted('admin', 'New payment schedule'), false],
    ];
    for (const [i, [to, from, [action, url, message], read]] of notes.entries()) {
      await trx
        .insertInto('notifications')
        .values({
          user_id: ids[to],
          actor_id: ids[from],
          action_type: action,
          item_id: url.split('/').pop()?.split('?')[0] ?? url,
          url,
          text: renderNotification({ message, text: '' }, 'en').text,
          message: JSON.stringify(message),
          read,
          created_at: ago(notes.length - i),
        })
        .execute();
    }
  });
}

/** Paragraphs of a demo raw script: a simple story told in a few beats, the way clients send them. */
const DEMO_BEATS = [
  'It is early morning and the street is still quiet. Our hero is on the way to work, late as usual, with a bag over one shoulder and a phone in one hand.',
  'Something small catches the eye: a thing that belongs to someone else, lying where nobody else has noticed it yet.',
  'There is a moment of doubt. Nobody is watching, the day has been hard, and keeping it would be so easy.',
  'A neighbour calls out a greeting. Our hero remembers being helped once, years ago, by a stranger who asked for nothing.',
  'The choice is made. The rest of the morning goes into finding the owner: asking at the shop on the corner, the bus stop, the security desk.',
  'The owner turns out to be an old man who has been searching for an hour, close to tears, because what was lost was a gift from his late wife.',
  'He tries to give a reward. It is politely refused. Instead he shares a story about the day he met her, and both of them laugh.',
  'Word gets around the neighbourhood. By the evening people who never spoke to each other are saying hello on the stairs.',
  'Weeks later, when our hero is the one in trouble, the same neighbours are the first to help, without being asked.',
];
const DEMO_LESSON =
  'What will this story teach people? Small honest choices travel further than we think, and kindness comes back.';

/** A raw script of about `characters` characters for a demo project (what a client would paste in). */
function demoRawScript(title: string, characters: number, risky = false): string {
  const paragraphs = [`${title}.`];
  if (risky) paragraphs.push('A rumour spreads that there was a murder in the building, and everyone is frightened.');
  for (let i = 0, part = 1; paragraphs.join('\n\n').length < characters - DEMO_LESSON.length; i++) {
    if (i > 0 && i % DEMO_BEATS.length === 0) paragraphs.push(`Part ${++part}.`);
    paragraphs.push(DEMO_BEATS[i % DEMO_BEATS.length]);
  }
  paragraphs.push(DEMO_LESSON);
  return paragraphs.join('\n\n');
}

/** A raw script's paragraphs shared out, in order, over `count` scenes (empty scenes when there is no script). */
function demoScenes(rawScript: string | null, count: number): string[] {
  const paragraphs = rawScript ? rawScript.split('\n\n') : [];
  return Array.from({ length: count }, (_, i) =>
    paragraphs.slice(Math.floor((i * paragraphs.length) / count), Math.floor(((i + 1) * paragraphs.length) / count)).join('\n\n'),
  );
}

/** The checklist steps a project in each status has done, in order (spec doc 2 section 4's steps). */
const STEPS_DONE_BY: Partial<Record<ProjectStatus, string[]>> = {
  'script-writing': ['project-setup'],
  storyboarding: ['project-setup', 'script-editing', 'script-wrapup'],
  production: ['project-setup', 'script-editing', 'script-wrapup', 'storyboard-setup'],
  finalizing: [
    'project-setup',
    'script-editing',
    'script-wrapup',
    'storyboard-setup',
    'video-recording',
    'voice-recording',
    'video-editing',
  ],
};
STEPS_DONE_BY.ready = [...STEPS_DONE_BY.finalizing!, 'video-finalizing', 'launch-prep'];
STEPS_DONE_BY.launched = STEPS_DONE_BY.ready;

/** The project's checklist as its PM ticked it, and what the launch ticks set (platforms, Facebook launch date). */
function demoChecklist(project: DemoProject, pm: ChecklistStamp['user']) {
  const status = project.status === 'onhold' || project.status === 'trash' ? (project.oldStatus ?? 'new') : project.status;
  let checklist = newChecklist();
  const tick = (id: string, when: Date) => {
    checklist = applyChecklistTick(checklist, { id, checked: true }, { user: pm, toggled: when.toISOString() }).checklist;
  };
  for (const [i, step] of (STEPS_DONE_BY[status] ?? []).entries()) tick(step, ago(24 * 40 - i * 24));
  const platforms: Array<'fb' | 'yt'> = [];
  let fbLaunchDate: Date | null = null;
  if (status === 'launched') {
    for (const platform of project.platforms ?? []) {
      const when = ago(24 * (project.fbLaunchDaysAgo ?? 10));
      tick(platform === 'fb' ? 'facebook-launch' : 'youTube-launch', when);
      platforms.push(platform);
      if (platform === 'fb') fbLaunchDate = when;
    }
  }
  return { checklist, platforms, fbLaunchDate };
}
