// The mailer the app uses, chosen by configuration: the outbox alone (default) or SMTP (SMTP_URL) through the job queue.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/types';
import type { JobQueue } from '../queue';
import type { Mailer } from './mailer';
import { OutboxMailer } from './outbox';
import { SmtpMailer } from './smtp';

export function createMailer(
  config: Pick<AppConfig, 'mail'>,
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  queue: JobQueue,
): Mailer {
  switch (config.mail.transport) {
    case 'outbox':
      return new OutboxMailer(db, log);
    case 'smtp':
      return new SmtpMailer(db, queue, config.mail, log);
  }
}

export type { Mailer, MailMessage } from './mailer';
