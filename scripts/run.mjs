#!/usr/bin/env node
// The entry behind `npm start`, `npm test`, `npm run bench` and `npm run cluster`. It needs only Node 20 and npm: it brings
// pnpm itself (the workspace's package manager), installs, builds what is stale and runs the task.
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
const REMOTES = ['mf-projects', 'mf-jobs', 'mf-payments', 'mf-feed', 'mf-admin'];

function pnpmCommand() {
  try {
    if (execFileSync('pnpm', ['--version'], { encoding: 'utf8' }).trim() === PNPM_VERSION) return ['pnpm'];
  } catch {
    /* not on PATH: npx fetches the pinned version from the npm registry */
  }
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}
const PNPM = pnpmCommand();

function step(title) {
  console.log(`\n▶ ${title}`);
}
function run(cmd, args, env = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${[cmd, ...args].join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}
const pnpm = (args, env) => run(PNPM[0], [...PNPM.slice(1), ...args], env);

/** Runs one command with its output kept aside; resolves with its exit status and what it printed. */
function capture(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ status: 1, output: String(error) }));
    child.on('close', (status, signal) => resolve({ status: status ?? signal, output: Buffer.concat(output).toString() }));
  });
}

/**
 * Independent stages side by side (the machine has two cores): each stage's commands run in order, the stages
 * at once. Each stage's output is printed whole, under its title, when it ends, so outputs never interleave;
 * if any stage failed, npm test stops after all have ended, with every failure's output shown.
 */
async function parallel(stages) {
  const failures = [];
  await Promise.all(
    stages.map(async ({ title, commands }) => {
      const started = Date.now();
      for (const args of commands) {
        const { status, output } = await capture(PNPM[0], [...PNPM.slice(1), ...args]);
        if (status !== 0) {
          console.log(`\n▶ ${title}: failed`);
          process.stdout.write(output);
          console.error(`\n✖ pnpm ${args.join(' ')} failed (exit ${status})`);
          failures.push(title);
          return;
        }
        if (output.trim()) process.stdout.write(`\n▶ ${title}\n${output}`);
      }
      console.log(`\n▶ ${title}: passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }),
  );
  if (failures.length > 0) {
    console.error(`\n✖ failed: ${failures.join('; ')}`);
    process.exit(1);
  }
}

/** What the installed node_modules were made from: the lockfile and every workspace package.json. */
function installInputsHash() {
  const hash = createHash('sha256').update(readFileSync(join(root, 'pnpm-lock.yaml')));
  for (const name of ['.', ...readdirSync(root)].sort()) {
    const manifest = join(root, name, 'package.json');
    if (name !== 'node_modules' && existsSync(manifest)) hash.update(name).update(readFileSync(manifest));
  }
  return hash.digest('hex');
}

/**
 * `pnpm install --frozen-lockfile`, skipped when node_modules was installed from the same lockfile and manifests
 * (a second `npm start` then costs no pnpm download or install check; `npm test` always installs, as CI must).
 */
function install({ skipWhenFresh = false } = {}) {
  const stampFile = join(root, 'node_modules', '.studio-install-stamp');
  const inputs = installInputsHash();
  if (skipWhenFresh && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === inputs) {
    return console.log('  dependencies: up to date');
  }
  step('Installing dependencies (pnpm)');
  pnpm(['install', '--frozen-lockfile', '--reporter=append-only']);
  writeFileSync(stampFile, inputs);
}

/** A hash of a package's sources, to rebuild only what changed since the last build. */
function sourceHash(dir, extra = []) {
  const hash = createHash('sha256');
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      if (name === 'node_modules' || name === 'dist') continue;
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else hash.update(p).update(readFileSync(p));
    }
  };
  for (const d of [dir, ...extra]) if (existsSync(d)) statSync(d).isDirectory() ? walk(d) : hash.update(readFileSync(d));
  return hash.digest('hex');
}

const SHARED = ['shared-api/src', 'shared-ui/src', 'tooling/src'].map((p) => join(root, p));

function buildIfStale(name, stampFile, dirs, build) {
  const stamps = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, 'utf8')) : {};
  const hash = sourceHash(join(root, name), dirs);
  if (stamps[name] === hash) return console.log(`  ${name}: up to date`);
  build();
  const fresh = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, 'utf8')) : {};
  fresh[name] = hash;
  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, JSON.stringify(fresh, null, 2));
}

/** Builds the server and the shell, and deploys every remote whose sources changed, into `deployDir`. */
function buildAll(deployDir) {
  const stampFile = join(deployDir, 'build-stamps.json');
  step('Building the server and the shell');
  buildIfStale('server', stampFile, [], () => pnpm(['--filter', 'server', 'build']));
  buildIfStale('shell', stampFile, SHARED, () => pnpm(['--filter', 'shell', 'build']));
  step('Deploying the remotes');
  for (const remote of REMOTES) {
    buildIfStale(remote, stampFile, SHARED, () =>
      run('node', ['tooling/src/deploy-remote.js', remote], { DEPLOY_DIR: deployDir }),
    );
  }
}

function canReach(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host, timeout: 1000 }, () => (socket.end(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/** Installs one of Debian's packages the tests need when `binary` is missing (as root), else says how. */
function ensureDebianPackage(binary, pkg, why) {
  if (existsSync(binary)) return;
  step(`Installing Debian's ${pkg} (${why})`);
  if (process.getuid?.() !== 0) {
    console.error(`✖ ${binary} is missing; install it with: sudo apt-get install -y ${pkg}`);
    process.exit(1);
  }
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', pkg], { DEBIAN_FRONTEND: 'noninteractive' });
}

function ensureChromium() {
  ensureDebianPackage('/usr/bin/chromium', 'chromium', 'the browser tests');
  // The review browser test makes its own short 25 fps video (e2e/tests/review.spec.ts).
  ensureDebianPackage('/usr/bin/ffmpeg', 'ffmpeg', "the review test's video");
}

const task = process.argv[2];

if (task === 'start') {
  install({ skipWhenFresh: true });
  const deployDir = process.env.DEPLOY_DIR || join(root, 'deploy');
  buildAll(deployDir);
  step(`Serving the product at http://localhost:${process.env.PORT || 8080}/app/`);
  // The server runs inside this process (no pnpm wrapper around it): one process, one memory figure, and
  // Ctrl-C reaches the server's own shutdown.
  process.env.DEPLOY_DIR = deployDir;
  createRequire(import.meta.url)(join(root, 'server', 'dist', 'main.js'));
} else if (task === 'test') {
  install();
  ensureChromium();
  step('Format, lint and type-check, side by side');
  await parallel([
    {
      title: 'Format and lint (import boundaries included)',
      commands: [
        ['exec', 'prettier', '--check', '.', '--log-level=warn'],
        ['exec', 'eslint', '.', '--max-warnings=0'],
      ],
    },
    {
      // Incremental: tsconfig.json keeps its build info in node_modules/.cache, so only what changed is checked again.
      title: 'Type-check (one program for the whole workspace, incremental)',
      commands: [['exec', 'tsc', '--noEmit', '-p', 'tsconfig.json']],
    },
  ]);
  step('Generated API types are fresh');
  pnpm(['--filter', 'server', 'openapi', '--check']);
  pnpm(['--filter', 'shared-api', 'check:generated']);
  step('Unit and server tests (jest; server on PGlite)');
  pnpm(['exec', 'jest', '--ci']);
  const pgUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  if (process.env.TEST_DATABASE_URL || (await canReach(5432))) {
    step(`Server tests on PostgreSQL (${pgUrl})`);
    // Only the files under server/test: every one of them opens a database (test/helper.ts), while the unit tests
    // beside the code (server/src/**/*.test.ts: policies, domain rules, the read cache) never touch SQL and already
    // ran once on PGlite's stage (issue 27 item 7).
    pnpm(['exec', 'jest', '--ci', '--selectProjects', 'server', '--testPathPatterns', 'server/test/'], {
      TEST_DATABASE_URL: pgUrl,
    });
  } else if (process.env.CI) {
    console.error('✖ CI needs PostgreSQL at 127.0.0.1:5432 (or TEST_DATABASE_URL) for the server suite');
    process.exit(1);
  } else {
    console.log(
      '  No PostgreSQL at 127.0.0.1:5432 and no TEST_DATABASE_URL: the PostgreSQL run of the server suite is not possible here.',
    );
  }
  const deployDir = mkdtempSync(join(tmpdir(), 'studio-e2e-deploy-'));
  buildAll(deployDir);
  // The previous release's remotes (rebuilt once per recorded commit, cached in CROSS_RELEASE_CACHE) against today's
  // shell, and today's against the previous shell: 74 s uncached on a busy two-core machine, about 1 s cached.
  step("Cross-release contract (the previous release's remotes in today's shell, and the reverse)");
  run('node', ['tooling/src/cross-release.js'], { DEPLOY_DIR: deployDir });
  if (process.env.CLUSTER_DATABASE_URL || (await canReach(5432))) {
    // Three instances on one PostgreSQL database behind nginx (installed when missing), from the builds just made.
    step('Cluster test (three instances behind nginx on PostgreSQL)');
    run('node', ['--test', 'tooling/src/cluster-test.js'], { DEPLOY_DIR: deployDir });
  } else if (process.env.CI) {
    console.error('✖ CI needs PostgreSQL at 127.0.0.1:5432 (or CLUSTER_DATABASE_URL) for the cluster test');
    process.exit(1);
  } else {
    console.log('  No PostgreSQL at 127.0.0.1:5432 and no CLUSTER_DATABASE_URL: the cluster test is not possible here.');
  }
  step('Browser tests (Playwright in Chromium)');
  pnpm(['--filter', 'e2e', 'test'], { DEPLOY_DIR: deployDir });
} else if (task === 'cluster') {
  install({ skipWhenFresh: true });
  const deployDir = process.env.DEPLOY_DIR || join(root, 'deploy');
  buildAll(deployDir);
  step('Starting three instances on PostgreSQL behind nginx');
  // In this process, so Ctrl-C reaches the cluster's own stop (instances, proxy, S3 and SMTP servers, database).
  process.env.DEPLOY_DIR = deployDir;
  createRequire(import.meta.url)(join(root, 'tooling', 'src', 'cluster.js')).main();
} else if (task === 'bench') {
  install();
  ensureChromium();
  const deployDir = process.env.DEPLOY_DIR || join(root, 'deploy');
  buildAll(deployDir);
  pnpm(['--filter', 'e2e', 'bench'], { DEPLOY_DIR: deployDir });
} else {
  console.error('usage: node scripts/run.mjs start|test|bench|cluster');
  process.exit(2);
}
