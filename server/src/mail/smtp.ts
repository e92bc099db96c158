// The SMTP mailer (SMTP_URL, nodemailer): a mail is stored in the outbox as 'pending' and a `mail-send` job is added
// in the same transaction; the job sends it. SMTP down: the job fails and is retried with a doubling delay, and a
// sweep every five minutes re-queues a pending mail whose job is gone, so nothing is lost. Nothing goes twice: a
// sender first claims the row (pending → sending, one winner), and marks it sent after the server took it; a claim
// left by a crashed sender is taken over after CLAIM_EXPIRY. The Message-ID is the outbox id, so even a mail sent
// again after such a crash is one message to the receiving side. A permanent refusal (5xx) marks it failed.
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../config';
import type { Database } from '../db/types';
import type { JobQueue } from '../queue';
import type { Mailer, MailMessage } from './mailer';
import { storeMail } from './outbox';

export const MAIL_SEND_JOB = 'mail-send';
const MAIL_SWEEP_JOB = 'mail-sweep';
const CLAIM_EXPIRY = sql<Date>`now() - interval '10 minutes'`;
/** Retries of one job; the sweep keeps a mail going after them (30 s doubling: about 8 hours). */
const RETRY_LIMIT = 10;

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly queue: JobQueue,
    private readonly config: MailConfig,
    private readonly log: FastifyBaseLogger,
  ) {
    if (!config.smtpUrl) throw new Error('SMTP_URL is required by the SMTP mailer');
    this.transport = nodemailer.createTransport(config.smtpUrl, { from: config.from });
    queue.work<{ id: string }>(MAIL_SEND_JOB, ({ id }) => this.deliver(id), {
      retryLimit: RETRY_LIMIT,
      retryDelaySeconds: config.retryDelaySeconds ?? 30,
    });
    queue.work(MAIL_SWEEP_JOB, () => this.sweep(), { retryLimit: 0 });
    queue.schedule(MAIL_SWEEP_JOB, '*/5 * * * *');
  }

  async send(message: MailMessage, db: Kysely<Database> = this.db): Promise<boolean> {
    const id = await storeMail(db, message, 'pending');
    if (!id) return false;
    await this.queue.enqueue(MAIL_SEND_JOB, { id }, { singletonKey: id, db });
    return true;
  }

  /** Sends one outbox mail unless it is sent or being sent; throws while SMTP does not take it (the job retries). */
  async deliver(id: string): Promise<void> {
    const mail = await this.db
      .updateTable('outbox')
      .set({ status: 'sending', claimed_at: sql<Date>`now()`, attempts: sql<number>`attempts + 1` })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([eb('status', '=', 'pending'), eb.and([eb('status', '=', 'sending'), eb('claimed_at', '<', CLAIM_EXPIRY)])]),
      )
      .returningAll()
      .executeTakeFirst();
    if (!mail) return;
    try {
      await this.transport.sendMail({
        from: this.config.from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text,
        messageId: `<${mail.id}@${new URL(this.config.smtpUrl!).hostname || 'studio'}>`,
      });
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode ?? 0;
      const refused = code >= 500 && code < 600;
      const message = error instanceof Error ? error.message : String(error);
      await this.db
        .updateTable('outbox')
        .set({ status: refused ? 'failed' : 'pending', last_error: message.slice(0, 1000), claimed_at: null })
        .where('id', '=', id)
        .execute();
      if (refused) {
        this.log.warn({ outboxId: id, to: mail.to_address, err: message }, 'mail refused by the SMTP server');
        return;
      }
      throw error;
    }
    await this.db
      .updateTable('outbox')
      .set({ status: 'sent', sent_at: sql<Date>`now()`, last_error: null })
      .where('id', '=', id)
      .execute();
    this.log.info({ outboxId: id, kind: mail.kind, to: mail.to_address }, 'mail sent');
  }

  /** Re-queues pending mails whose job ended or was lost (a mail stored by a process that died before its job ran). */
  private async sweep(): Promise<void> {
    const stale = await this.db
      .selectFrom('outbox')
      .select('id')
      .where((eb) =>
        eb.or([eb('status', '=', 'pending'), eb.and([eb('status', '=', 'sending'), eb('claimed_at', '<', CLAIM_EXPIRY)])]),
      )
      .where('created_at', '<', sql<Date>`now() - interval '5 minutes'`)
      .orderBy('created_at')
      .limit(500)
      .execute();
    for (const { id } of stale) await this.queue.enqueue(MAIL_SEND_JOB, { id }, { singletonKey: id });
  }

  close(): void {
    this.transport.close();
  }
}
