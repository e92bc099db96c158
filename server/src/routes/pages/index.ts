// Pages: the shell's HTML (with the signed-in user, the remote registry and the locale embedded),
// the shell's assets and the deployed remotes, both cached for good (their names carry a hash or version). The
// remotes come from the deploy folder, or from the S3 bucket every instance shares (DEPLOY_STORE=s3).
import path from 'node:path';
import { isUtf8MimeType, mime } from '@fastify/send';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAdmin } from '../../policies/actor';
import { presentSessionUser } from '../../presenters/user';
import { listProjects } from '../../repositories/projects';
import { MENU_PROJECTS, type BootJson } from '../../schemas/session';
import { renderShellPage, ShellTemplate } from '../../services/shell-page';
import { requestLocale } from '../../plugins/request-locale';
import { isRemoteFilePath, type DeployStore } from '../../storage/deploy-store';
import type { ByteRange } from '../../storage/storage';

const hidden = { schema: { hide: true } };

export default async function pageRoutes(app: FastifyInstance): Promise<void> {
  const template = new ShellTemplate(app.config.shellDist);
  // The reviewer's page is a build of its own beside the shell's (decision 0740).
  const reviewTemplate = new ShellTemplate(path.join(app.config.shellDist, 'review'));

  const notBuilt = (reply: FastifyReply) =>
    reply
      .code(503)
      .type('text/plain; charset=utf-8')
      .send('The web app is not built yet: run the front-end build (pnpm -r build), then reload this page.');

  async function sendShell(request: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', 'no-store');
    const html = await template.read();
    if (!html) return notBuilt(reply);
    const registry = await app.remoteRegistry.read();
    const boot: BootJson = {
      user: request.user ? presentSessionUser(request.user) : null,
      registry,
      locale: requestLocale(request),
    };
    if (request.user && isAdmin(request.user)) {
      const { projects } = await listProjects(app.db, request.user, { status: 'my-projects', skip: 0, limit: MENU_PROJECTS });
      boot.menuProjects = projects.map((project) => ({ _id: project.id, title: project.title }));
    }
    return reply.type('text/html; charset=utf-8').send(renderShellPage(html, boot, request.url.split('?')[0]));
  }

  app.get('/', hidden, async (_request, reply) => reply.redirect('/app/'));
  // The shell's page links its icon (tooling/src/webpack.js); a browser asking the old way finds it too.
  app.get('/favicon.ico', hidden, async (_request, reply) => reply.redirect('/app/assets/favicon.svg', 301));
  app.get('/app', hidden, sendShell);
  app.get('/app/*', hidden, sendShell);
  app.get('/auth/login', hidden, sendShell);
  app.get('/auth/invite', hidden, sendShell);
  // The reviewer's page (issue 26): the token follows in the address's fragment, which no server ever receives. A
  // reviewer needs no account, so its boot data is the page's language alone: no user, no remotes.
  app.get('/review', hidden, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const html = await reviewTemplate.read();
    if (!html) return notBuilt(reply);
    const boot: BootJson = { user: null, registry: { remotes: {} }, locale: requestLocale(request) };
    return reply.type('text/html; charset=utf-8').send(renderShellPage(html, boot, '/review'));
  });
  // Signing out is POST /api/auth/logout from our own page (the guards check its Origin): no GET signs out.

  await app.register(fastifyStatic, {
    // The shell's bundles sit in dist itself (tooling/src/webpack.js writes them there).
    root: app.config.shellDist,
    prefix: '/app/assets/',
    maxAge: '365d',
    immutable: true,
    index: false,
    wildcard: true,
    // The builds ship `.br`/`.gz` beside each script (tooling/src/webpack.js): sent as they are, not compressed per request.
    preCompressed: true,
    // Immutable hashed files, ~30 per cold page load: no access-log lines for them (failures are still logged).
    logLevel: 'warn',
  });
  if (app.deployStore.kind === 's3') {
    app.get<{ Params: { '*': string } }>('/remotes/*', { ...hidden, logLevel: 'warn' }, (request, reply) =>
      sendRemoteFile(app.deployStore, request, reply),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: path.join(app.config.deployDir, 'remotes'),
    prefix: '/remotes/',
    maxAge: '365d',
    immutable: true,
    index: false,
    decorateReply: false,
    preCompressed: true,
    logLevel: 'warn',
  });
}

/** What the folder route (@fastify/send) answers: the type by extension, utf-8 text named as such. */
function contentType(file: string): string {
  const type = mime.getType(file) ?? 'application/octet-stream';
  return isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}

/** `bytes=a-b` or `bytes=a-`; anything else (several ranges, the last n bytes) is answered with the whole file. */
function simpleRange(header: string | undefined): ByteRange | null {
  const match = header ? /^bytes=(\d+)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const start = Number(match[1]);
  const end = match[2] === '' ? Number.MAX_SAFE_INTEGER : Number(match[2]);
  return end < start ? null : { start, end };
}

/**
 * A deployed remote's file from the S3 deploy store, with the headers the folder route sends: its type, cached for
 * good (every path carries the version), the build's `.br`/`.gz` twin when the browser takes it.
 */
async function sendRemoteFile(store: DeployStore, request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) {
  const name = request.params['*'];
  if (!isRemoteFilePath(name)) return reply.callNotFound();
  const range = simpleRange(request.headers.range);
  let file = null;
  let encoding: string | null = null;
  if (!range) {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    for (const [token, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (file || !new RegExp(`\\b${token}\\b`).test(accepted)) continue;
      file = await store.readRemoteFile(`${name}${suffix}`);
      if (file) encoding = token;
    }
  }
  file ??= await store.readRemoteFile(name, range ?? undefined);
  if (!file) {
    if (range && (await store.remoteFileExists(name))) {
      return reply.code(416).header('content-range', 'bytes */*').send({ message: 'The requested range is outside the file' });
    }
    return reply.callNotFound();
  }
  reply.header('content-type', contentType(name));
  reply.header('cache-control', 'public, max-age=31536000, immutable');
  reply.header('accept-ranges', 'bytes');
  reply.header('vary', 'accept-encoding');
  if (file.lastModified) reply.header('last-modified', file.lastModified.toUTCString());
  if (encoding) reply.header('content-encoding', encoding);
  if (file.range) {
    reply.code(206).header('content-range', `bytes ${file.range.start}-${file.range.end}/${file.size}`);
    reply.header('content-length', file.range.end - file.range.start + 1);
  } else {
    reply.header('content-length', file.size);
  }
  return reply.send(file.body);
}
