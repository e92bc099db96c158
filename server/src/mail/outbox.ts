// The default mailer: the mail is stored in the outbox (in the same transaction as the change that caused it, so a
// rolled-back change sends nothing) and a log line says so.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { Mailer, MailMessage } from './mailer';

/** Stores the mail with `status`; its id, or null when a mail with its dedupeKey exists. */
export async function storeMail(
  db: Kysely<Database>,
  message: MailMessage,
  status: 'logged' | 'pending',
): Promise<string | null> {
  const row = await db
    .insertInto('outbox')
    .values({
      kind: message.kind,
      to_address: message.to,
      subject: message.subject,
      text: message.text,
      status,
      dedupe_key: message.dedupeKey ?? null,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: MailMessage, db: Kysely<Database> = this.db): Promise<boolean> {
    const id = await storeMail(db, message, 'logged');
    if (id)
      this.log.info({ outboxId: id, kind: message.kind, to: message.to, subject: message.subject }, 'mail stored in the outbox');
    return id !== null;
  }
}
