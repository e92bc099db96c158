// The integration adapters the routes use (DECISIONS "Integrations"), chosen by configuration:
// file storage (local directory by default), mail (the outbox by default, SMTP through the job queue) and the drive (folders in the local
// file storage by default).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createDrive } from '../integrations/drive';
import { createMailer } from '../mail';
import { createStorage } from '../storage';

async function integrationsPlugin(app: FastifyInstance): Promise<void> {
  app.decorate('storage', createStorage(app.config));
  app.decorate('mailer', createMailer(app.config, app.db, app.log, app.queue));
  app.decorate('drive', createDrive(app.config));
}

export default fp(integrationsPlugin, { name: 'integrations', dependencies: ['db', 'queue'] });
