// Which file registers a route, read from the call stack while Fastify announces it (the onRoute hook runs inside
// the `app.get(…)` call): the first frame after Fastify's own. Only the route map (docs/routes.md) asks for it.
import path from 'node:path';

const FASTIFY_FRAME = /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?fastify[\\/]/;
const PACKAGE_FRAME = /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?((?:@[^\\/]+[\\/])?[^\\/]+)/;

/** The file (relative to `root`, with forward slashes) or the package that called Fastify's route method. */
export function registeringFile(root: string): string | undefined {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 100;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  const files = stack
    .split('\n')
    .slice(1)
    .map((line) => /\(?((?:file:\/\/)?[^\s()]+?):\d+:\d+\)?\s*$/.exec(line)?.[1])
    .filter((file): file is string => Boolean(file) && !file!.startsWith('node:'));
  const firstFastify = files.findIndex((file) => FASTIFY_FRAME.test(file));
  if (firstFastify < 0) return undefined;
  const caller = files.slice(firstFastify).find((file) => !FASTIFY_FRAME.test(file));
  if (!caller) return undefined;
  const inPackage = PACKAGE_FRAME.exec(caller);
  if (inPackage) return inPackage[1].replace(/\\/g, '/');
  return path.relative(root, caller.replace(/^file:\/\//, '')).replace(/\\/g, '/');
}
