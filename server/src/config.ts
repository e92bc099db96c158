// Settings the app needs, read once from the environment (main.ts) or given by tests.
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
  };
}
