#!/usr/bin/env node
// @ts-check
// The cluster (issue 21): several server instances on one fresh PostgreSQL database behind a real nginx from Debian's
// packages (installed when missing), round robin, no sticky sessions, and, when their packages are installed, a
// local S3 server (s3rver) and SMTP server (smtp-server) handed to the instances through S3_* and SMTP_URL; with the S3
// server the deployed remotes are read from its bucket too (DEPLOY_STORE=s3), published there from DEPLOY_DIR at start.
// `npm run cluster` builds, then runs this file, which prints the one URL; Ctrl-C stops everything. The cluster test
// (cluster-test.js) and the bench start the same cluster through startCluster().
const { spawn, spawnSync } = require('child_process');
const crypto = require('crypto');
const fs = require('fs');
const net = require('net');
const os = require('os');
const path = require('path');

const repoRoot = path.resolve(__dirname, '../..');
const serverDir = path.join(repoRoot, 'server');
/** The server's own dependencies (pg; s3rver and smtp-server when installed), resolved from its package. */
const { makeS3rverConsistent } = require('./s3rver-consistent');
const { deployStoreFromEnv, publishToS3 } = require('./deploy-store');
const { readRegistry, registryPath } = require('./registry-file');
const serverRequire = (/** @type {string} */ name) => require(require.resolve(name, { paths: [serverDir] }));
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'];
/** A hang guard for an instance's start (migrating and seeding on a loaded two-core machine), not a budget. */
const READY_TIMEOUT_MS = 10 * 60_000;

/** @returns {string} nginx's path, installing Debian's package when it is missing. */
function ensureNginx() {
  const found = NGINX.find((p) => fs.existsSync(p));
  if (found) return found;
  if (process.getuid?.() !== 0) throw new Error('nginx is missing; install it with: sudo apt-get install -y nginx');
  console.log("Installing Debian's nginx for the cluster's proxy");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'nginx'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
  const installed = NGINX.find((p) => fs.existsSync(p));
  if (!installed) throw new Error('apt-get installed nginx but no nginx binary was found');
  return installed;
}

/** @returns {Promise<number>} a port free on 127.0.0.1 right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(address.port));
    });
  });
}

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {string} url
 * @param {() => boolean} gone true once the process behind the URL has exited (stop waiting)
 */
async function waitUntilServing(url, gone) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (gone()) throw new Error(`the process serving ${url} exited while starting`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${READY_TIMEOUT_MS / 1000} s`);
}

/**
 * @param {{ listen: number, upstreams: number[], dir: string }} options
 * @returns {string} nginx.conf: round robin over the instances, passive health checks (an instance that refuses
 *   connections is skipped for 2 s), request ids passed on, event streams unbuffered, uploads up to 100 MB.
 */
function nginxConfig({ listen, upstreams, dir }) {
  const temp = (/** @type {string} */ name) => path.join(dir, 'temp', name);
  return `worker_processes 1;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'nginx-error.log')} warn;
events { worker_connections 1024; }
http {
  log_format studio '$remote_addr [$time_iso8601] "$request" $status $request_time $request_id -> $upstream_addr';
  access_log ${path.join(dir, 'nginx-access.log')} studio buffer=16k flush=1s;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  client_max_body_size 100m;
  upstream studio {
${upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://studio;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
      proxy_read_timeout 1h;
    }
  }
}
`;
}

/**
 * @typedef {object} Instance
 * @property {string} id the INSTANCE_ID, answered in X-Instance
 * @property {number} port
 * @property {string} url its own address, past the proxy
 * @property {number | null} pid
 * @property {number} readyMs how long its last start took until it served
 * @property {boolean} running
 * @property {(signal?: NodeJS.Signals) => Promise<number | null>} stop signals it and waits for its exit (its code)
 * @property {() => Promise<void>} start starts it again (after a stop or a kill) and waits until it serves
 */

/**
 * @typedef {object} Cluster
 * @property {string} url the proxy's address: the one URL of the product
 * @property {Instance[]} instances
 * @property {string} databaseUrl
 * @property {string} dir the folder of its logs, nginx.conf and shared files
 * @property {{ s3: boolean, smtp: boolean }} services which local S3 and SMTP servers run
 * @property {MailServer | null} smtp the local SMTP server, to stop and start again (mail waiting for SMTP), or none
 * @property {(text: string, params?: unknown[]) => Promise<any[]>} query runs SQL on the cluster's database (tests
 *   read what the instances wrote: the outbox's state)
 * @property {number | null} proxyPid nginx's master process
 * @property {() => Promise<number[]>} databaseBackends the PostgreSQL backends serving its database now (their pids)
 * @property {import('./deploy-store').S3DeployStore | null} deployStore the bucket the instances read the remotes from
 *   (DEPLOY_STORE=s3, with the S3 server), to deploy to; null when they read the deploy folder
 * @property {() => Promise<void>} stop
 */

/**
 * Starts the cluster and resolves once the proxy and every instance serve.
 * @param {{ instances?: number, port?: number, deployDir?: string, seed?: boolean, adminUrl?: string, database?: string,
 *   env?: Record<string, string>, log?: (line: string) => void }} [options]
 * @returns {Promise<Cluster>}
 */
async function startCluster(options = {}) {
  const count = options.instances ?? 3;
  const log = options.log ?? (() => undefined);
  const nginx = ensureNginx();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-cluster-'));
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    fs.mkdirSync(path.join(dir, 'temp', name), { recursive: true });
  const cleanups = /** @type {(() => Promise<unknown> | unknown)[]} */ ([]);
  const stopAll = async () => {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
    cleanups.length = 0;
  };
  try {
    // One fresh database for the whole cluster.
    const adminUrl = options.adminUrl ?? process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const database = options.database ?? `studio_cluster_${crypto.randomBytes(4).toString('hex')}`;
    const pg = serverRequire('pg');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${database}" with (force)`);
    await admin.query(`create database "${database}"`);
    await admin.end();
    cleanups.push(async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${database}" with (force)`);
      await dropper.end();
    });
    const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
    log(`database: ${databaseUrl}`);

    const proxyPort = options.port ?? (await freePort());
    const url = `http://127.0.0.1:${proxyPort}`;
    /** @type {Record<string, string>} */
    const shared = {
      DATABASE_URL: databaseUrl,
      CLUSTER: '1',
      FILE_URL_SECRET: crypto.randomBytes(32).toString('hex'),
      TRUST_PROXY: '1',
      PUBLIC_URL: url,
      NODE_ENV: 'production',
      DEPLOY_DIR: path.resolve(options.deployDir ?? process.env.DEPLOY_DIR ?? path.join(repoRoot, 'deploy')),
      // One machine: the instances share a files folder and the deploy folder (an S3 bucket for both when the S3
      // server runs: FILES_DIR is then each instance's own, and DEPLOY_STORE=s3).
      FILES_DIR: path.join(dir, 'files'),
      SEED_DEMO: options.seed === false ? '0' : '1',
      ...options.env,
    };
    const smtp = await localServices(dir, shared, cleanups, log);
    const services = { s3: Boolean(shared.S3_ENDPOINT), smtp: Boolean(shared.SMTP_URL) };
    const deployStore = services.s3 && !shared.DEPLOY_STORE ? await deployToBucket(shared, log) : null;

    const instances = /** @type {Instance[]} */ ([]);
    for (let n = 1; n <= count; n += 1) instances.push(instance(`i${n}`, await freePort(), shared, dir));
    cleanups.push(() => Promise.all(instances.map((one) => one.stop('SIGTERM'))));
    // All at once: one migrates and seeds under the start-up lock, the others wait for it.
    await Promise.all(instances.map((one) => one.start()));
    log(
      `instances: ${instances.map((one) => `${one.id} ${one.url} (ready in ${(one.readyMs / 1000).toFixed(1)} s)`).join(', ')}`,
    );

    const conf = path.join(dir, 'nginx.conf');
    fs.writeFileSync(conf, nginxConfig({ listen: proxyPort, upstreams: instances.map((one) => one.port), dir }));
    const proxy = spawn(nginx, ['-p', dir, '-c', conf, '-e', path.join(dir, 'nginx-error.log')], {
      stdio: ['ignore', 'ignore', fs.openSync(path.join(dir, 'nginx-error.log'), 'a')],
    });
    let proxyExited = false;
    const proxyExit = new Promise((resolve) => proxy.once('exit', () => resolve((proxyExited = true))));
    cleanups.push(async () => {
      if (!proxyExited) proxy.kill('SIGTERM');
      await proxyExit;
    });
    await waitUntilServing(`${url}/api/remotes`, () => proxyExited);
    log(`proxy: nginx at ${url} (logs in ${dir})`);
    const query = async (/** @type {string} */ text, /** @type {unknown[]} */ params = []) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query(text, params)).rows;
      } finally {
        await client.end();
      }
    };
    const databaseBackends = async () =>
      (await query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')).map(
        (/** @type {{ pid: number }} */ row) => row.pid,
      );
    return {
      url,
      instances,
      databaseUrl,
      dir,
      services,
      smtp,
      query,
      proxyPid: proxy.pid ?? null,
      databaseBackends,
      deployStore,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/**
 * One instance: `node server/dist/main.js` on its port, its output appended to <dir>/<id>.log.
 * @param {string} id
 * @param {number} port
 * @param {Record<string, string>} shared
 * @param {string} dir
 * @returns {Instance}
 */
function instance(id, port, shared, dir) {
  /** @type {import('child_process').ChildProcess | null} */
  let child = null;
  /** @type {Promise<number | null> | null} */
  let exited = null;
  const self = {
    id,
    port,
    url: `http://127.0.0.1:${port}`,
    pid: /** @type {number | null} */ (null),
    readyMs: 0,
    running: false,
    async start() {
      if (self.running) return;
      const logFile = fs.openSync(path.join(dir, `${id}.log`), 'a');
      const started = Date.now();
      const proc = spawn(process.execPath, [path.join(serverDir, 'dist', 'main.js')], {
        cwd: repoRoot,
        env: {
          ...process.env,
          ...shared,
          // With S3 each instance gets a folder of its own: a file read through another instance came from the bucket.
          ...(shared.S3_ENDPOINT && { FILES_DIR: path.join(dir, 'files', id) }),
          PORT: String(port),
          INSTANCE_ID: id,
        },
        stdio: ['ignore', logFile, logFile],
      });
      fs.closeSync(logFile);
      child = proc;
      self.pid = proc.pid ?? null;
      self.running = true;
      exited = new Promise((resolve) =>
        proc.once('exit', (code) => {
          self.running = false;
          resolve(code);
        }),
      );
      await waitUntilServing(`${self.url}/api/remotes`, () => !self.running);
      self.readyMs = Date.now() - started;
    },
    async stop(/** @type {NodeJS.Signals} */ signal = 'SIGTERM') {
      if (!child || !exited) return null;
      if (self.running) child.kill(signal);
      return exited;
    },
  };
  return self;
}

/**
 * With the S3 server the instances read the remotes from the bucket (DEPLOY_STORE=s3), as a cluster on several
 * machines must: the deploy folder's live remotes are published there first, through deploy-remote's own code.
 * @param {Record<string, string>} env the instances' settings (S3_* set); DEPLOY_STORE=s3 is added
 * @param {(line: string) => void} log
 */
async function deployToBucket(env, log) {
  const store = /** @type {import('./deploy-store').S3DeployStore} */ (deployStoreFromEnv({ ...env, DEPLOY_STORE: 's3' }));
  const registry = readRegistry(registryPath(env.DEPLOY_DIR));
  const built = Object.entries(registry.remotes).map(([name, entry]) => ({
    name,
    version: entry.version,
    dir: path.join(env.DEPLOY_DIR, 'remotes', name, entry.version),
  }));
  await publishToS3(store, built);
  env.DEPLOY_STORE = 's3';
  log(`remotes: ${built.length} published from ${env.DEPLOY_DIR} to s3://${store.bucket}/deploy/ (DEPLOY_STORE=s3)`);
  return store;
}

/**
 * @typedef {object} MailServer
 * @property {string} mailDir where each received mail is kept as one .eml file
 * @property {() => Promise<void>} stop stops listening (senders' connections are refused: mail waits)
 * @property {() => Promise<void>} start listens again on the same port
 */

/**
 * A local S3 server and SMTP server, when their packages are installed in the server (the S3 and mail adapters
 * bring them as test dependencies), their settings added to the instances' `env` unless it names its own.
 * @param {string} dir
 * @param {Record<string, string>} env
 * @param {(() => Promise<unknown> | unknown)[]} cleanups
 * @param {(line: string) => void} log
 * @returns {Promise<MailServer | null>} the SMTP server's controls, or null without one
 */
async function localServices(dir, env, cleanups, log) {
  let S3rver = null;
  let SMTPServer = null;
  try {
    S3rver = serverRequire('s3rver');
    makeS3rverConsistent(serverDir);
  } catch {
    log('S3: s3rver is not installed; the instances keep files in one shared folder');
  }
  try {
    SMTPServer = serverRequire('smtp-server').SMTPServer;
  } catch {
    log('SMTP: smtp-server is not installed; mail stays in the outbox table');
  }
  if (S3rver && !env.S3_ENDPOINT) {
    const port = await freePort();
    const s3 = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory: path.join(dir, 's3'),
      configureBuckets: [{ name: 'studio', configs: [] }],
    });
    await s3.run();
    cleanups.push(() => s3.close());
    Object.assign(env, {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'studio',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    });
    log(`S3: s3rver at ${env.S3_ENDPOINT}, bucket studio`);
  }
  if (!SMTPServer || env.SMTP_URL) return null;
  const Server = SMTPServer;
  const port = await freePort();
  const mailDir = path.join(dir, 'mail');
  fs.mkdirSync(mailDir, { recursive: true });
  /** @type {any} */
  let smtp = null;
  const mail = {
    mailDir,
    async start() {
      if (smtp) return;
      smtp = new Server({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        /** @type {(stream: NodeJS.ReadableStream, session: unknown, done: () => void) => void} */
        onData(stream, _session, done) {
          const file = path.join(mailDir, `${Date.now()}-${crypto.randomBytes(3).toString('hex')}.eml`);
          // Acknowledged once the file is whole: a mail the sender was told is taken is on disk.
          const out = fs.createWriteStream(file);
          stream.pipe(out);
          out.on('finish', () => done());
        },
      });
      await new Promise((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    },
    async stop() {
      const closing = smtp;
      smtp = null;
      if (closing) await new Promise((resolve) => closing.close(resolve));
    },
  };
  await mail.start();
  cleanups.push(() => mail.stop());
  env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  log(`SMTP: smtp-server at ${env.SMTP_URL} (mails kept in ${mailDir})`);
  return mail;
}

/** `npm run cluster`: starts the cluster, prints its URL, stops it all on Ctrl-C (CLUSTER_PORT, CLUSTER_INSTANCES). */
function main() {
  const port = Number(process.env.CLUSTER_PORT || 8080);
  const instances = Number(process.env.CLUSTER_INSTANCES || 3);
  const log = (/** @type {string} */ line) => console.log(`  ${line}`);
  startCluster({ port, instances, database: process.env.CLUSTER_DATABASE || 'studio_cluster', log }).then(
    (cluster) => {
      console.log(
        `\nThe cluster serves the product at ${cluster.url}/app/ (${instances} instances behind nginx). Ctrl-C stops it.`,
      );
      let stopping = false;
      const stop = () => {
        if (stopping) return;
        stopping = true;
        console.log('\nStopping the cluster');
        void cluster.stop().then(() => process.exit(0));
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    },
    (/** @type {unknown} */ error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}

module.exports = { startCluster, nginxConfig, serverRequire, main };

if (require.main === module) main();
