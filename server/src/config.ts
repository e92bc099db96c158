// Settings the app needs, read once from the environment (main.ts) or given by tests.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface AppConfig {
  /** Folder holding the built shell: index.html and assets/. */
  shellDist: string;
  /** Folder holding registry.json and remotes/<name>/<version>/. */
  deployDir: string;
  /** Trust X-Forwarded-* from a reverse proxy (for the client IP, https and host). */
  trustProxy: boolean;
  logger: boolean | { level: string };
  /** Sign-in attempts allowed per client IP within the window. */
  loginRateLimit: { max: number; timeWindowMs: number };
  /** The regional site's host name (REGIONAL_SITE_HOST): no translation jobs are offered there. */
  regionalSiteHost?: string | null;
  /** BENCH_FLOOR=1: also serve the benchmark's bare jobs page query (no session, policy or presenter). */
  benchFloor?: boolean;
  /** Folder of the local file storage (uploads and their image variants). */
  filesDir: string;
  /** Key signing download URLs; random per process unless FILE_URL_SECRET is set (needed with several instances). */
  fileUrlSecret: string;
  /** The site's public origin for links in e-mails (invitations); else the origin the request came to. */
  publicUrl: string | null;
  /** Mail adapter: 'outbox' stores each mail in the outbox table and logs it; an SMTP adapter would be another value. */
  mail: { transport: 'outbox'; from: string };
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const repoRoot = findRepoRoot();
  return {
    shellDist: path.resolve(env.SHELL_DIST ?? path.join(repoRoot, 'shell', 'dist')),
    deployDir: path.resolve(env.DEPLOY_DIR ?? path.join(repoRoot, 'deploy')),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    logger: { level: env.LOG_LEVEL ?? 'info' },
    loginRateLimit: {
      max: Number(env.LOGIN_RATE_LIMIT_MAX ?? 10),
      timeWindowMs: Number(env.LOGIN_RATE_LIMIT_WINDOW_MS ?? 60_000),
    },
    regionalSiteHost: env.REGIONAL_SITE_HOST?.trim().toLowerCase() || null,
    benchFloor: env.BENCH_FLOOR === '1',
    filesDir: path.resolve(env.FILES_DIR ?? path.join(repoRoot, 'data', 'files')),
    fileUrlSecret: env.FILE_URL_SECRET || randomBytes(32).toString('hex'),
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : null,
    mail: { transport: 'outbox', from: env.MAIL_FROM ?? 'Studio <no-reply@studio.example>' },
  };
}
