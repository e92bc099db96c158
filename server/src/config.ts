// Settings the app needs, read once from the environment (main.ts) or given by tests.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LimitedAction, UserLimit } from './services/user-limits';
import type { S3StorageConfig } from './storage/s3';
import { parsePrivateAllowance, type WebhookPrivateAllowance } from './domain/webhooks';

export interface AppConfig {
  /** Folder holding the built shell: index.html and assets/. */
  shellDist: string;
  /** Folder holding registry.json and remotes/<name>/<version>/ (DEPLOY_STORE=folder, the default). */
  deployDir: string;
  /**
   * DEPLOY_STORE: where registry.json and the remotes' files are read from: 'folder' (deployDir, the default) or 's3'
   * (the S3 bucket under deploy/, shared by every instance of a cluster; needs S3_*). storage/deploy-store.ts.
   */
  deployStore?: 'folder' | 's3';
  /** DEPLOY_STORE=s3: how long one look at the registry's ETag is trusted (default 1000 ms; tests use 0). */
  deployRegistryRecheckMs?: number;
  /** Trust X-Forwarded-* from a reverse proxy (for the client IP, https and host). */
  trustProxy: boolean;
  logger: boolean | { level: string };
  /** Requests allowed per client IP within the window on the other guarded forms (invitations, contact, password). */
  loginRateLimit: { max: number; timeWindowMs: number };
  /**
   * Failed sign-ins allowed per account and per address within the window (services/sign-in-limits.ts);
   * unset: 10 per account, 100 per address, 15 minutes.
   */
  signInLimits?: { accountFailures: number; addressFailures: number; windowMs: number };
  /** The regional site's host name (REGIONAL_SITE_HOST): no translation jobs are offered there. */
  regionalSiteHost?: string | null;
  /** When the late alerts' queued pass runs (DUE_ALERTS_CRON, UTC; default every 15 minutes), once per slot across instances. */
  dueAlertsCron?: string;
  /** BENCH_FLOOR=1: also serve the benchmark's bare jobs page query (no session, policy or presenter). */
  benchFloor?: boolean;
  /**
   * REMOTE_OVERRIDES=all: every signed-in user may run another deployed version of a remote in their own browser
   * (a staging or QA installation); unset: admins only (GET /api/remotes/versions, the shell's override panel).
   */
  remoteOverridesForAll?: boolean;
  /**
   * Private, loopback and link-local addresses a webhook delivery may go to (WEBHOOK_ALLOW_PRIVATE: `1`/`all`, or a
   * list of addresses and CIDR ranges); unset: none (domain/webhooks.ts, docs/decisions/server/0622).
   */
  webhookAllowPrivate?: WebhookPrivateAllowance;
  /** Folder of the local file storage (uploads and their image variants). */
  filesDir: string;
  /** S3-compatible object storage (S3_BUCKET set): every stored file goes there instead of filesDir. */
  s3?: S3StorageConfig | null;
  /** What one user may upload in a rolling 24 hours (UPLOAD_QUOTA_BYTES, UPLOAD_QUOTA_FILES; default 2 GB, 500 files). */
  uploadQuota?: { bytes: number; files: number };
  /** Per-user limits of comments, posts, messages, uploads and invitations (services/user-limits.ts); unset: the defaults there. */
  userLimits?: Partial<Record<LimitedAction, UserLimit>>;
  /** Calls one personal API token may make per window (API_TOKEN_LIMIT_PER_MINUTE; default 600 a minute). */
  apiTokenLimit?: UserLimit;
  /** Key signing download URLs; random per process unless FILE_URL_SECRET is set (required in cluster mode). */
  fileUrlSecret: string;
  /**
   * CLUSTER=1: this process is one of several instances on one PostgreSQL database behind a proxy (issue 21): it
   * refuses to start without FILE_URL_SECRET and DATABASE_URL.
   */
  cluster?: boolean;
  /** INSTANCE_ID: this instance's name, answered in the X-Instance header of every response (unset: no header). */
  instanceId?: string | null;
  /** The site's public origin for links in e-mails (invitations); else the origin the request came to. */
  publicUrl: string | null;
  /**
   * Mail: 'outbox' (the default) stores each mail in the outbox table and logs it; 'smtp' (SMTP_URL) also sends it,
   * from the job queue with retries (the outbox stays the record of what was sent).
   */
  mail: MailConfig;
  /** False: scheduled jobs (the minute's notification mails, the daily digest, the mail sweep) never fire (tests). */
  schedules?: boolean;
  /**
   * True: each response serializer is built when its route first answers with that status, not at start (tests: a
   * test file's app answers a few routes; plugins/serialization.ts). Unset in production: all are built at start.
   */
  lazySerializers?: boolean;
  /**
   * Tests on PostgreSQL: after pg-boss stops, wait this long before the queue's stop resolves. pg-boss lets its
   * workers end in a detached loop that re-checks every second; a test file ending inside that second leaves the loop
   * running in a torn-down jest module registry ("Cannot destructure property 'setTimeout'"). Unset in production,
   * where the process exits after the stop.
   */
  queueStopSettleMs?: number;
  /** Sites a project may be transferred to (TRANSFER_TARGETS, a JSON list of {id, name, url}); unset: none, and Transfer is hidden. */
  transferTargets?: TransferTarget[];
  /** The shared secret of transfers between installations (TRANSFER_TOKEN); unset: no transfer in or out. */
  transferToken?: string | null;
  /** How long a transfer waits for the target site's answer (TRANSFER_TIMEOUT_MS; default 15 s). */
  transferTimeoutMs?: number;
}

export interface MailConfig {
  transport: 'outbox' | 'smtp';
  from: string;
  /** SMTP_URL, e.g. smtp://user:pass@mail.example:587 (smtps:// for TLS); required by 'smtp'. */
  smtpUrl?: string;
  /** The first retry's delay of a mail SMTP did not take (doubling after; MAIL_RETRY_DELAY_SECONDS, default 30). */
  retryDelaySeconds?: number;
  /** A notification mail waits until its notification has not folded for this long (MAIL_FOLD_SECONDS, default 60). */
  foldSeconds?: number;
  /** When the daily digest goes out (MAIL_DIGEST_CRON, UTC, default 01:00 = 08:00 in Bangkok). */
  digestCron?: string;
}

export const DEFAULT_DIGEST_CRON = '0 1 * * *';
/** The late alerts' pass (issue 24): every 15 minutes, so a due-soon alert is at most 15 minutes late. */
export const DEFAULT_DUE_ALERTS_CRON = '*/15 * * * *';

/** One user's uploads in a rolling 24 hours: far above a day's work, far below filling the disk. */
export const DEFAULT_UPLOAD_QUOTA = { bytes: 2 * 1024 ** 3, files: 500 };

/** Another installation of this product a project may be transferred to. `url` is its origin. */
export interface TransferTarget {
  id: string;
  name: string;
  url: string;
}

export const DEFAULT_TRANSFER_TIMEOUT_MS = 15_000;

/** TRANSFER_TARGETS: a JSON list of {id, name, url} with distinct ids and http(s) origins; anything else stops start-up. */
export function parseTransferTargets(json: string): TransferTarget[] {
  const fail = (why: string): never => {
    throw new Error(`TRANSFER_TARGETS must be a JSON list of {"id", "name", "url"}: ${why}`);
  };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    fail('it is not JSON');
  }
  if (!Array.isArray(value)) return fail('it is not a list');
  const targets = value.map((entry: unknown, index): TransferTarget => {
    const { id, name, url } = (entry ?? {}) as Record<string, unknown>;
    if (typeof id !== 'string' || !/^[a-z0-9][a-z0-9-]{0,31}$/.test(id))
      fail(`entry ${index}: id must be a short lower-case name`);
    if (typeof name !== 'string' || !name.trim()) fail(`entry ${index}: name is missing`);
    let origin = '';
    try {
      const parsed = new URL(String(url));
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http');
      origin = parsed.origin;
    } catch {
      fail(`entry ${index}: url must be an http(s) address`);
    }
    return { id: id as string, name: (name as string).trim(), url: origin };
  });
  if (new Set(targets.map((target) => target.id)).size !== targets.length) fail('two entries have the same id');
  return targets;
}

/** The workspace root: the nearest folder above `start` holding pnpm-workspace.yaml. */
export function findRepoRoot(start: string = __dirname): string {
  let dir = path.resolve(start);
  for (;;) {
    if (fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

/** What a cluster instance cannot run without; anything missing stops start-up with this sentence. */
export function clusterProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.CLUSTER !== '1' && env.CLUSTER !== 'true') return [];
  const problems: string[] = [];
  if (!env.FILE_URL_SECRET)
    problems.push('FILE_URL_SECRET is required when CLUSTER=1 (every instance must sign download links with the same key)');
  if (!env.DATABASE_URL) problems.push('DATABASE_URL is required when CLUSTER=1 (the instances share one PostgreSQL database)');
  return problems;
}

/** DEPLOY_STORE: 'folder' (the default) or 's3', which needs S3_BUCKET. */
export function deployStoreSetting(env: NodeJS.ProcessEnv): 'folder' | 's3' {
  const value = env.DEPLOY_STORE?.trim() || 'folder';
  if (value !== 'folder' && value !== 's3') throw new Error(`Cannot start: DEPLOY_STORE must be folder or s3, not ${value}`);
  if (value === 's3' && !s3Config(env))
    throw new Error('Cannot start: DEPLOY_STORE=s3 needs the object store (S3_BUCKET, and S3_ENDPOINT and keys unless AWS)');
  return value;
}

/** The object storage from S3_* variables, or null (the local directory) when S3_BUCKET is unset. */
export function s3Config(env: NodeJS.ProcessEnv): S3StorageConfig | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  return {
    bucket,
    endpoint: env.S3_ENDPOINT?.trim() || null,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || null,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || null,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const problems = clusterProblems(env);
  if (problems.length) throw new Error(`Cannot start: ${problems.join('; ')}`);
  const repoRoot = findRepoRoot();
  return {
    shellDist: path.resolve(env.SHELL_DIST ?? path.join(repoRoot, 'shell', 'dist')),
    deployDir: path.resolve(env.DEPLOY_DIR ?? path.join(repoRoot, 'deploy')),
    deployStore: deployStoreSetting(env),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    logger: { level: env.LOG_LEVEL ?? 'info' },
    loginRateLimit: {
      max: Number(env.LOGIN_RATE_LIMIT_MAX ?? 10),
      timeWindowMs: Number(env.LOGIN_RATE_LIMIT_WINDOW_MS ?? 60_000),
    },
    signInLimits: {
      accountFailures: Number(env.SIGN_IN_ACCOUNT_FAILURES ?? 10),
      addressFailures: Number(env.SIGN_IN_ADDRESS_FAILURES ?? 100),
      windowMs: Number(env.SIGN_IN_WINDOW_MS ?? 15 * 60_000),
    },
    regionalSiteHost: env.REGIONAL_SITE_HOST?.trim().toLowerCase() || null,
    benchFloor: env.BENCH_FLOOR === '1',
    remoteOverridesForAll: env.REMOTE_OVERRIDES === 'all',
    dueAlertsCron: env.DUE_ALERTS_CRON?.trim() || DEFAULT_DUE_ALERTS_CRON,
    webhookAllowPrivate: parsePrivateAllowance(env.WEBHOOK_ALLOW_PRIVATE),
    filesDir: path.resolve(env.FILES_DIR ?? path.join(repoRoot, 'data', 'files')),
    s3: s3Config(env),
    uploadQuota: {
      bytes: Number(env.UPLOAD_QUOTA_BYTES) || DEFAULT_UPLOAD_QUOTA.bytes,
      files: Number(env.UPLOAD_QUOTA_FILES) || DEFAULT_UPLOAD_QUOTA.files,
    },
    apiTokenLimit: { max: Number(env.API_TOKEN_LIMIT_PER_MINUTE) || 600, windowMs: 60_000 },
    fileUrlSecret: env.FILE_URL_SECRET || randomBytes(32).toString('hex'),
    cluster: env.CLUSTER === '1' || env.CLUSTER === 'true',
    instanceId: env.INSTANCE_ID?.trim() || null,
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : null,
    mail: {
      transport: env.SMTP_URL ? 'smtp' : 'outbox',
      from: env.MAIL_FROM ?? 'Studio <no-reply@studio.example>',
      smtpUrl: env.SMTP_URL || undefined,
      retryDelaySeconds: Number(env.MAIL_RETRY_DELAY_SECONDS ?? 30),
      foldSeconds: Number(env.MAIL_FOLD_SECONDS ?? 60),
      digestCron: env.MAIL_DIGEST_CRON || DEFAULT_DIGEST_CRON,
    },
    transferTargets: env.TRANSFER_TARGETS ? parseTransferTargets(env.TRANSFER_TARGETS) : [],
    transferToken: env.TRANSFER_TOKEN || null,
    transferTimeoutMs: Number(env.TRANSFER_TIMEOUT_MS ?? DEFAULT_TRANSFER_TIMEOUT_MS),
  };
}
