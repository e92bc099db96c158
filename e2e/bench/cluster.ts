// `npm run bench`, the cluster part (issue 21): requests per second of GET /api/jobs read afresh (Cache-Control:
// no-cache: session and page from the database every time) through nginx with one and with three instances on one
// PostgreSQL database (tooling/src/cluster.js, the demo studio seeded), and their ratio; each instance's memory
// (resident) idle and its peak under that load; how long an instance takes to be ready (the first start migrates
// and seeds while the others wait under the start-up lock; a restart on the migrated database is the figure that
// matters for a rolling deploy); and the CPU seconds each process spent during the load, which says where the time
// goes. A measurement, never a failure; BENCH_ONLY=cluster runs it alone.
import { readFileSync } from 'node:fs';
import { startCluster, type Cluster } from '../../tooling/src/cluster';
import { DEPLOY_DIR } from '../support/server';
import { loadNow, medianRun, runAlone, signInCookie, skipped, CONNECTIONS } from './measure';

const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS || 5);
const RUNS = Number(process.env.BENCH_CLUSTER_RUNS || 3);
const CLOCK_TICKS = 100;

/** A process's resident memory now and at its peak, in MB (Linux /proc). */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** nginx's worker processes (children of its master). */
function nginxWorkers(master: number): number[] {
  const children = readFileSync(`/proc/${master}/task/${master}/children`, 'utf8').trim();
  return children ? children.split(/\s+/).map(Number) : [];
}

/** CPU seconds each of `pids` used so far (those gone meanwhile are left out). */
function cpuOf(pids: number[]): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of pids) {
    try {
      used.set(pid, cpuSeconds(pid));
    } catch {
      /* ended */
    }
  }
  return used;
}

/** CPU seconds used between two readings; a process first seen in `after` started meanwhile and counts whole. */
function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, seconds] of after) sum += seconds - (before.get(pid) ?? 0);
  return sum;
}

async function measure(instances: number): Promise<number> {
  let cluster: Cluster | null = null;
  try {
    cluster = await startCluster({ instances, deployDir: DEPLOY_DIR, seed: true, env: { LOG_LEVEL: 'warn' } });
    const pids = cluster.instances.map((one) => one.pid as number);
    const starts = cluster.instances.map((one) => `${one.id} ${(one.readyMs / 1000).toFixed(1)} s`).join(', ');
    console.log(`\n${instances} instance(s) behind nginx on one PostgreSQL database (load ${loadNow()}):`);
    console.log(`  ready (first start, migrating and seeding under the lock): ${starts}`);
    const cookie = await signInCookie(cluster.url);
    const api = `${cluster.url}/api/jobs?limit=20`;
    await fetch(api, { headers: { cookie, 'cache-control': 'no-cache' } }); // every instance's pool connected
    const idle = pids.map(memory);
    const cpuBefore = pids.map(cpuSeconds);
    const workers = cluster.proxyPid ? nginxWorkers(cluster.proxyPid) : [];
    const backends = await cluster.databaseBackends();
    const [nginxBefore, postgresBefore] = [cpuOf(workers), cpuOf(backends)];
    const figure = medianRun(api, [`cookie=${cookie}`, 'cache-control=no-cache'], RUNS, SECONDS);
    const cpu = pids.map((pid, i) => cpuSeconds(pid) - cpuBefore[i]);
    // The pools open more connections under load: the backends now, each counted from its reading before, if any.
    const backendsAfter = await cluster.databaseBackends();
    const nginxCpu = cpuBetween(nginxBefore, cpuOf(workers));
    const postgresCpu = cpuBetween(postgresBefore, cpuOf(backendsAfter));
    const busy = pids.map(memory);
    console.log(
      `  GET /api/jobs afresh: ${Math.round(figure.rps)}/s at ${CONNECTIONS} connections, p50 ${figure.p50} ms, p99 ${figure.p99} ms` +
        `${figure.failed ? `, ${figure.failed} failed` : ''}   load ${loadNow()}`,
    );
    cluster.instances.forEach((one, i) =>
      console.log(
        `  ${one.id}: memory idle ${idle[i].rss.toFixed(0)} MB, peak under load ${busy[i].peak.toFixed(0)} MB; ` +
          `CPU ${cpu[i].toFixed(1)} s over ${RUNS} × ${SECONDS} s of load`,
      ),
    );
    const instancesCpu = cpu.reduce((a, b) => a + b, 0);
    console.log(
      `  where the CPU went: instances ${instancesCpu.toFixed(1)} s, PostgreSQL ${postgresCpu.toFixed(1)} s ` +
        `(${backendsAfter.length} backends), nginx ${nginxCpu.toFixed(1)} s; the rest of ${RUNS * SECONDS * 2} core-seconds ` +
        'went to autocannon and the neighbours',
    );
    // A restart on the migrated database: what a rolling deploy waits for.
    const restarted = cluster.instances[0];
    await restarted.stop('SIGTERM');
    await restarted.start();
    console.log(`  ${restarted.id} restarted: ready in ${(restarted.readyMs / 1000).toFixed(1)} s`);
    return figure.rps;
  } finally {
    await cluster?.stop();
  }
}

export async function benchCluster(): Promise<void> {
  console.log('\nThe cluster: GET /api/jobs read afresh through nginx, one instance against three (two cores shared)');
  try {
    const one = await measure(1);
    const three = await measure(3);
    console.log(
      `  three instances serve ${(three / one).toFixed(2)}× one instance's requests per second. On two cores the ` +
        'instances, nginx, PostgreSQL and autocannon share the same CPUs: past one core for the instances, more of ' +
        'them only adds context switches (the CPU seconds above show where the time went).',
    );
  } catch (error) {
    skipped('the cluster bench', error);
  }
}

if (require.main === module) runAlone(benchCluster);
