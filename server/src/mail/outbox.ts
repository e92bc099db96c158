// The default mailer: the mail is stored in the outbox (in the same transaction as the change that
// caused it, so a rolled-back change sends nothing) and a log line says so.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { Mailer, MailMessage } from './mailer';

export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: MailMessage, db: Kysely<Database> = this.db): Promise<void> {
    const row = await db
      .insertInto('outbox')
      .values({ kind: message.kind, to_address: message.to, subject: message.subject, text: message.text })
      .returning('id')
      .executeTakeFirstOrThrow();
    this.log.info(
      { outboxId: row.id, kind: message.kind, to: message.to, subject: message.subject },
      'mail stored in the outbox',
    );
  }
}
