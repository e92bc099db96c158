// Data factories: each makes one valid row with sensible defaults; pass only what a test cares about.
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type {
  Database,
  FeedsTable,
  JobStatus,
  JobsTable,
  LevelPrices,
  NotificationsTable,
  PostType,
  PostsTable,
  ProjectStatus,
  ProjectsTable,
  UserLevel,
  UsersTable,
} from '../src/db/types';
import { hashPassword } from '../src/services/passwords';
import { renderMarkdown } from '../src/services/markdown';

export type User = Selectable<UsersTable>;
export type Project = Selectable<ProjectsTable>;
export type Job = Selectable<JobsTable>;
export type Feed = Selectable<FeedsTable>;
export type Post = Selectable<PostsTable>;
export type Notification = Selectable<NotificationsTable>;

export const TEST_PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | null = null;
/** One argon2 hash per test file (argon2 is slow on purpose). */
const testPasswordHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

const unique = () => randomBytes(4).toString('hex');

export interface UserInput {
  level?: UserLevel;
  roles?: string[];
  roleLevels?: Record<string, number>;
  /** Freelancers agreed to the terms unless false. */
  tnc?: boolean;
  email?: string;
  name?: string;
  paymentInfo?: string;
  locale?: 'en' | 'th' | null;
  withPassword?: boolean;
}

export async function createUser(db: Kysely<Database>, input: UserInput = {}): Promise<User> {
  const level = input.level ?? 'freelancer';
  const id = unique();
  return db
    .insertInto('users')
    .values({
      email: (input.email ?? `${level}-${id}@test.local`).toLowerCase(),
      name: input.name ?? `${level[0].toUpperCase()}${level.slice(1)} ${id}`,
      name_alias: `alias-${id}`,
      level,
      roles: input.roles ?? [],
      role_levels: JSON.stringify(input.roleLevels ?? {}),
      payment_info: input.paymentInfo ?? `bank ${id}`,
      password_hash: input.withPassword === false ? null : await testPasswordHash(),
      picture: null,
      freelancer_tnc_at: level === 'freelancer' && input.tnc !== false ? new Date() : null,
      notification_email: null,
      locale: input.locale ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface ProjectInput {
  title?: string;
  status?: ProjectStatus;
  collaborators?: User[];
  listedBy?: User[];
  level?: number;
  perfBased?: boolean;
  platforms?: string[];
  fbLaunchDate?: Date;
  updatedAt?: Date;
}

export async function createProject(db: Kysely<Database>, input: ProjectInput = {}): Promise<Project> {
  const project = await db
    .insertInto('projects')
    .values({
      title: input.title ?? `Project ${unique()}`,
      status: input.status ?? 'new',
      level: input.level ?? 2,
      perf_based: input.perfBased ?? false,
      platforms: input.platforms ?? [],
      fb_launch_date: input.fbLaunchDate ?? null,
      created_by: input.collaborators?.[0]?.id ?? null,
      updated_at: input.updatedAt ?? new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  for (const user of input.collaborators ?? []) {
    await db.insertInto('project_collaborators').values({ project_id: project.id, user_id: user.id }).execute();
  }
  for (const user of input.listedBy ?? []) {
    await db.insertInto('project_listed_by').values({ project_id: project.id, user_id: user.id }).execute();
  }
  return project;
}

export interface JobInput {
  project: Project;
  jobType?: string;
  status?: JobStatus;
  claimedBy?: User;
  prices?: LevelPrices;
  price?: number | null;
  bonus?: number;
  staff?: User[];
  important?: boolean;
  paidAt?: Date;
  bonusPaidAt?: Date;
  /** The pay fixed at approval (completed jobs). */
  amountOwed?: number;
  approvedAt?: Date;
  perfBased?: boolean;
  createdAt?: Date;
  title?: string;
}

export async function createJob(db: Kysely<Database>, input: JobInput): Promise<Job> {
  return db
    .insertInto('jobs')
    .values({
      project_id: input.project.id,
      job_type: input.jobType ?? 'script',
      title: input.title ?? '',
      status: input.status ?? 'open',
      claimed_by: input.claimedBy?.id ?? null,
      claimed_at: input.claimedBy ? new Date() : null,
      prices: JSON.stringify(input.prices ?? { '1': 10, '2': 20, '3': 30 }),
      price: input.price ?? null,
      bonus: input.bonus ?? 0,
      staff: (input.staff ?? []).map((user) => user.id),
      important: input.important ?? false,
      paid_at: input.paidAt ?? null,
      bonus_paid_at: input.bonusPaidAt ?? null,
      amount_owed: input.amountOwed ?? null,
      approved_at: input.approvedAt ?? (input.status === 'completed' ? new Date() : null),
      perf_based: input.perfBased ?? false,
      created_at: input.createdAt ?? new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface FeedInput {
  name?: string;
  users?: User[];
  aggregate?: boolean;
  levelBased?: boolean;
  roleBased?: boolean;
  createdBy?: User;
}

export async function createFeed(db: Kysely<Database>, input: FeedInput = {}): Promise<Feed> {
  return db
    .insertInto('feeds')
    .values({
      name: input.name ?? `feed-${unique()}`,
      users: (input.users ?? []).map((user) => user.id),
      is_aggregate: input.aggregate ?? false,
      is_level_based: input.levelBased ?? false,
      is_role_based: input.roleBased ?? false,
      created_by: input.createdBy?.id ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface PostInput {
  feed: Feed;
  user: User;
  type?: PostType;
  title?: string;
  body?: string;
  private?: boolean;
  createdAt?: Date;
}

export async function createPost(db: Kysely<Database>, input: PostInput): Promise<Post> {
  const body = input.body ?? 'Some **markdown** text';
  return db
    .insertInto('posts')
    .values({
      feed_id: input.feed.id,
      user_id: input.user.id,
      type: input.type ?? 'post',
      title: input.title ?? `Post ${unique()}`,
      body,
      body_html: renderMarkdown(body),
      private: input.private ?? false,
      created_at: input.createdAt ?? new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface NotificationInput {
  user: User;
  actor?: User;
  actionType?: string;
  url?: string;
  text?: string;
  read?: boolean;
  createdAt?: Date;
}

export async function createNotification(db: Kysely<Database>, input: NotificationInput): Promise<Notification> {
  return db
    .insertInto('notifications')
    .values({
      user_id: input.user.id,
      actor_id: input.actor?.id ?? null,
      action_type: input.actionType ?? 'claim',
      item_id: unique(),
      url: input.url ?? `/app/jobs/${unique()}`,
      text: input.text ?? 'Something **happened**',
      read: input.read ?? false,
      created_at: input.createdAt ?? new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createPayment(db: Kysely<Database>, input: { user: User; jobs: Job[]; createdBy?: User }) {
  const amounts = input.jobs.map((job) => job.price ?? job.prices['2'] ?? 0);
  const payment = await db
    .insertInto('payments')
    .values({
      user_id: input.user.id,
      total: amounts.reduce((a, b) => a + b, 0),
      created_by: input.createdBy?.id ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (input.jobs.length) {
    await db
      .insertInto('payment_jobs')
      .values(input.jobs.map((job, i) => ({ payment_id: payment.id, job_id: job.id, kind: 'job' as const, amount: amounts[i] })))
      .execute();
  }
  return payment;
}
