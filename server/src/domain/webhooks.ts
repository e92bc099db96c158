// Webhooks (issue 25): the events an admin may subscribe an endpoint to, how a delivery is signed, when a failed
// one is tried again, and which addresses a delivery may go to. Pure rules; services/webhooks.ts sends.
// Decisions: docs/decisions/server/0620-webhook-signature.md, 0621-webhook-retries.md, 0622-webhook-addresses.md.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

export const WEBHOOK_EVENTS = [
  'job.created',
  'job.claimed',
  'job.submitted',
  'job.approved',
  'job.sent_back',
  'job.released',
  'project.status_changed',
  'script.approved',
  'storyboard.approved',
  'payment.recorded',
  'comment.posted',
  'review.decided',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The headers of a delivery. */
export const WEBHOOK_ID_HEADER = 'studio-webhook-id';
export const WEBHOOK_TIMESTAMP_HEADER = 'studio-webhook-timestamp';
export const WEBHOOK_SIGNATURE_HEADER = 'studio-webhook-signature';

/** `v1=` + hex HMAC-SHA256 under the endpoint's secret of `<timestamp>.<body>` (timestamp: Unix seconds). */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** What a receiver does (and the tests do): the signature matches and the timestamp is within `toleranceSeconds`. */
export function verifyWebhookSignature(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = 300,
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(webhookSignature(secret, timestamp, body));
  const given = Buffer.from(headers.signature ?? '');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The wait before each retry of a failed delivery: 1 min, 5 min, 30 min, 2 h, 6 h, 15 h (seven attempts over
 * about 24 hours); after the last one fails the delivery is failed, and only "send again" tries it once more.
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [60, 300, 1800, 7200, 21_600, 54_000] as const;
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** When the next attempt is due after `attempts` failed ones, or null when they are used up. */
export function nextWebhookAttempt(attempts: number, now: Date): Date | null {
  const delay = WEBHOOK_RETRY_DELAYS_SECONDS[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay * 1000);
}

const PRIVATE_V4 = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const;
const PRIVATE_V6 = [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const;

const privateAddresses = new BlockList();
for (const [net, prefix] of PRIVATE_V4) privateAddresses.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of PRIVATE_V6) privateAddresses.addSubnet(net, prefix, 'ipv6');

/** An IPv4 address mapped into IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address. */
const unmapped = (address: string): string => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** Whether the address is private, loopback, link-local, or otherwise not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const plain = unmapped(address);
  const family = isIP(plain);
  if (family === 0) return true;
  return privateAddresses.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The studio's exceptions (WEBHOOK_ALLOW_PRIVATE): 'all', or a list of addresses and CIDR ranges
 * (`127.0.0.1,10.1.0.0/16`) a delivery may go to although they are private.
 */
export type WebhookPrivateAllowance = 'all' | readonly string[];

export function parsePrivateAllowance(value: string | undefined): WebhookPrivateAllowance {
  const text = value?.trim() ?? '';
  if (text === '1' || text === 'true' || text === 'all') return 'all';
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Whether a delivery may go to `address` (a resolved IP address) under the studio's exceptions. */
export function mayDeliverTo(address: string, allowance: WebhookPrivateAllowance): boolean {
  const plain = unmapped(address);
  if (!isPrivateAddress(plain)) return true;
  if (allowance === 'all') return true;
  const family = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
  return allowance.some((entry) => {
    const [net, prefix] = entry.split('/');
    const netFamily = isIP(net ?? '');
    if (netFamily === 0) return false;
    const list = new BlockList();
    if (prefix === undefined) list.addAddress(net!, netFamily === 4 ? 'ipv4' : 'ipv6');
    else list.addSubnet(net!, Number(prefix), netFamily === 4 ? 'ipv4' : 'ipv6');
    return list.check(plain, family);
  });
}

/** The URL's refusal (a sentence naming the field), or null when it may be an endpoint: http(s), a host, no credentials. */
export function webhookUrlProblem(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return WEBHOOK_URL_INVALID;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return WEBHOOK_URL_INVALID;
  if (url.username || url.password) return WEBHOOK_URL_CREDENTIALS;
  return null;
}

export const WEBHOOK_URL_INVALID = 'url: give a full http:// or https:// address';
export const WEBHOOK_URL_CREDENTIALS = 'url: put no user name or password in the address';
export const WEBHOOK_URL_PRIVATE = 'url: private, loopback and link-local addresses are not allowed';
