// A real SMTP server for tests and the local cluster (smtp-server from npm) on a free port: it keeps every mail it
// receives, parsed (mailparser), and can be stopped and started again on the same port to play an outage.
//
//   const smtp = await startSmtpServer();          // smtp.url: smtp://127.0.0.1:<port>  (give it to SMTP_URL)
//   await smtp.waitFor((mail) => mail.to === 'a@b.c');   // resolves with the mail once it has arrived
//   await smtp.stop(); await smtp.start();          // an outage; the port stays the same
//   await smtp.close();
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  /** The envelope recipients, comma-separated. */
  to: string;
  subject: string;
  text: string;
  messageId: string;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** Resolves with the first mail (received or still to come) that matches; rejects after `timeoutMs` (a hang guard). */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Stops listening (an outage); start() listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            mails.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','),
              subject: parsed.subject ?? '',
              text: (parsed.text ?? '').trim(),
              messageId: parsed.messageId ?? '',
            });
            for (const wake of waiters) wake();
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
  let server: SMTPServer | null = null;
  let boundPort = port;
  const listen = async () => {
    const next = make();
    await new Promise<void>((resolve, reject) => {
      next.server.once('error', reject);
      next.listen(boundPort, '127.0.0.1', () => resolve());
    });
    boundPort = (next.server.address() as AddressInfo).port;
    server = next;
  };
  const stop = async () => {
    const current = server;
    server = null;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };
  await listen();
  return {
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    get port() {
      return boundPort;
    },
    mails,
    waitFor(match, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = mails.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (received: ${mails.map((m) => m.subject).join(' | ')})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    stop,
    start: listen,
    close: stop,
  };
}
