// Pages: the shell's HTML (with the signed-in user, the remote registry and the locale embedded),
// the shell's assets and the deployed remotes, both cached for good (their names carry a hash or version).
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { presentSessionUser } from '../../presenters/user';
import { renderShellPage, ShellTemplate } from '../../services/shell-page';
import { requestLocale } from '../../plugins/request-locale';

const hidden = { schema: { hide: true } };

export default async function pageRoutes(app: FastifyInstance): Promise<void> {
  const template = new ShellTemplate(app.config.shellDist);

  async function sendShell(request: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', 'no-store');
    const html = await template.read();
    if (!html) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run the front-end build (pnpm -r build), then reload this page.');
    }
    const registry = await app.remoteRegistry.read();
    const boot = { user: request.user ? presentSessionUser(request.user) : null, registry, locale: requestLocale(request) };
    return reply.type('text/html; charset=utf-8').send(renderShellPage(html, boot, request.url.split('?')[0]));
  }

  app.get('/', hidden, async (_request, reply) => reply.redirect('/app/'));
  // The shell's page links its icon (tooling/src/webpack.js); a browser asking the old way finds it too.
  app.get('/favicon.ico', hidden, async (_request, reply) => reply.redirect('/app/assets/favicon.svg', 301));
  app.get('/app', hidden, sendShell);
  app.get('/app/*', hidden, sendShell);
  app.get('/auth/login', hidden, sendShell);
  app.get('/auth/invite', hidden, sendShell);
  // The reviewer's page (issue 26): the token follows in the address's fragment, which no server ever receives.
  app.get('/review', hidden, sendShell);
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
