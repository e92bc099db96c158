// The mail interface (DECISIONS "Integrations"): by default each mail is stored in the `outbox` table
// and logged; an SMTP adapter would implement the same `send` and be chosen by configuration.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

export interface MailMessage {
  /** What the mail is for ('invitation', 'notification', ...). */
  kind: string;
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Sends (or queues) the mail; `db` is the transaction of the change that caused it, when there is one. */
  send(message: MailMessage, db?: Kysely<Database>): Promise<void>;
}
