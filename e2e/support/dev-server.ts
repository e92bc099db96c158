/**
 * A remote's standalone QA page as QA runs it: `webpack serve --mode development` in the remote's folder (its `dev`
 * script) on a port the system picks, proxying to `apiUrl`. Ready once the first compile is served (the dev server
 * answers only then); `ms` is how long that took. Used by the standalone page's browser test and by `npm run bench`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../bench/measure';
import { REPO_ROOT } from './server';

export type DevServer = { url: string; ms: number; stop: () => Promise<void> };

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export async function startDevServer(remote: string, apiUrl: string, timeoutMs = 240_000): Promise<DevServer> {
  const port = await freePort();
  const cli = join(REPO_ROOT, 'tooling/node_modules/webpack-cli/bin/cli.js');
  const started = Date.now();
  const child = spawn(process.execPath, [cli, 'serve', '--mode', 'development', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: join(REPO_ROOT, remote),
    env: { ...process.env, API_URL: apiUrl, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${remote}'s dev server exited: ${output}`);
    const ready = await fetch(`${url}/standalone.html`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() - started > timeoutMs) {
      await stopped(child);
      throw new Error(`${remote}'s dev server was not ready in ${timeoutMs / 1000} s: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, ms: Date.now() - started, stop: () => stopped(child) };
}
