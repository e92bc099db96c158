// The mailer the app uses, chosen by configuration (only the outbox exists today).
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/types';
import type { Mailer } from './mailer';
import { OutboxMailer } from './outbox';

export function createMailer(config: Pick<AppConfig, 'mail'>, db: Kysely<Database>, log: FastifyBaseLogger): Mailer {
  switch (config.mail.transport) {
    case 'outbox':
      return new OutboxMailer(db, log);
  }
}

export type { Mailer, MailMessage } from './mailer';
