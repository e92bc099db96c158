// `npm run bench`, the live-updates part (issue 18): what 1,000 open GET /api/events streams cost the server in
// memory (budget: at most 50 MB more). The production build in its own process on the local PostgreSQL, signed in as the demo admin; its resident set size (/proc/<pid>/status VmRSS) is read once
// the server has answered a few ordinary calls, then with STREAMS streams open, each having received one event (so
// each stream's state is really in place: the hub delivered to all of them). A measurement, never a failure.
// Alone: `pnpm --filter e2e exec tsx bench/live-streams.ts` (after a server build).
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { openDatabase } from '../../server/src/db/connect';
import { recordLiveEvent } from '../../server/src/repositories/live-events';
import { createBenchDatabase } from '../../server/scripts/bench-data';
import { DEMO } from '../support/session';
import { loadNow, runAlone, signInCookie, startBenchServer, stopServer } from './measure';

const STREAMS = Number(process.env.BENCH_LIVE_STREAMS || 1000);
const BUDGET_MB = 50;
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens one stream; resolves once it has received an event with `marker` in it. */
function openStream(
  port: number,
  cookie: string,
  agent: http.Agent,
  received: (request: http.ClientRequest) => void,
  marker: string,
) {
  return new Promise<http.ClientRequest>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/events', headers: { cookie }, agent }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream refused: ${response.statusCode}`));
      response.setEncoding('utf8');
      let text = '';
      response.on('data', (chunk: string) => {
        text += chunk;
        if (text.includes('retry:')) resolve(request);
        if (text.includes(marker)) {
          received(request);
          text = '';
        }
      });
    });
    request.on('error', reject);
  });
}

export async function benchLiveStreams(): Promise<void> {
  const bench = await createBenchDatabase(POSTGRES_URL);
  const server = await startBenchServer(bench);
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const requests: http.ClientRequest[] = [];
  try {
    const cookie = await signInCookie(server.base, DEMO.admin);
    for (let i = 0; i < 20; i++) await fetch(`${server.base}/api/notifs`, { headers: { cookie } });
    await pause(2000);
    const before = rssMb(server.child.pid as number);

    const marker = `bench-${Date.now()}`;
    const heard = new Set<http.ClientRequest>();
    let allHeard: () => void = () => undefined;
    const everyoneHeard = new Promise<void>((resolve) => (allHeard = resolve));
    const onHeard = (request: http.ClientRequest) => {
      heard.add(request);
      if (heard.size === STREAMS) allHeard();
    };
    for (let i = 0; i < STREAMS; i += 50) {
      const batch = Array.from({ length: Math.min(50, STREAMS - i) }, () =>
        openStream(server.port, cookie, agent, onHeard, marker),
      );
      requests.push(...(await Promise.all(batch)));
    }
    // One event for the admin, written by another process: the server hears it through PostgreSQL.
    const opened = await openDatabase(bench.target);
    try {
      const admin = await opened.db.selectFrom('users').select('id').where('email', '=', DEMO.admin).executeTakeFirstOrThrow();
      await recordLiveEvent(opened.db, { resource: marker, ids: [marker], userIds: [admin.id] });
    } finally {
      await opened.close();
    }
    const delivered = await Promise.race([everyoneHeard.then(() => 'all'), pause(60_000).then(() => String(heard.size))]);
    await pause(2000);
    const after = rssMb(server.child.pid as number);
    const delta = after - before;
    console.log('\nLive updates: memory of open GET /api/events streams (budget: 1,000 streams ≤ 50 MB more)');
    console.log(
      `  PostgreSQL: ${STREAMS} streams, RSS ${before.toFixed(1)} MB → ${after.toFixed(1)} MB: ` +
        `+${delta.toFixed(1)} MB (${((delta * 1024) / STREAMS).toFixed(1)} KB per stream) ` +
        `${delta <= (BUDGET_MB * STREAMS) / 1000 ? 'within' : 'OVER'} the budget; the event reached ${delivered} of them; ` +
        `load ${loadNow()}`,
    );
  } finally {
    for (const request of requests) request.destroy();
    agent.destroy();
    await stopServer(server);
    await bench.drop();
  }
}

if (require.main === module) runAlone(benchLiveStreams);
