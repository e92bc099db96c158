// The mail interface (DECISIONS "Integrations"): every mail is stored in the `outbox` table, in the transaction of
// the change that caused it (a rolled-back change sends nothing), and the outbox row is the record of what was sent.
// By default that is all (status 'logged'); with SMTP_URL the job queue sends it (mail/smtp.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

export interface MailMessage {
  /** What the mail is for ('invitation', 'notification', 'digest', ...). */
  kind: string;
  to: string;
  subject: string;
  text: string;
  /** A mail that must exist once (a digest of a day, a notification's fold): a second one with the key is not stored. */
  dedupeKey?: string;
}

export interface Mailer {
  /** Stores (and queues) the mail; false when its dedupeKey was stored already. */
  send(message: MailMessage, db?: Kysely<Database>): Promise<boolean>;
  /** Closes connections (the app's close). */
  close?(): void;
}
