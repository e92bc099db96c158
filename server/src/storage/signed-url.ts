// Download links: `/files/{id}?name=…&expires=…&sig=…`, signed with HMAC-SHA256 so the link alone
// grants the download until it expires (the browser navigates to it; no session needed).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DOWNLOAD_URL_TTL_SECONDS = 10 * 60;

const signature = (secret: string, fileId: string, name: string, expires: number) =>
  createHmac('sha256', secret).update(`${fileId}\n${name}\n${expires}`).digest('hex');

export function signedDownloadUrl(secret: string, fileId: string, name: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + DOWNLOAD_URL_TTL_SECONDS;
  const query = new URLSearchParams({ name, expires: String(expires), sig: signature(secret, fileId, name, expires) });
  return `/files/${fileId}?${query.toString()}`;
}

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

export function checkDownloadSignature(
  secret: string,
  fileId: string,
  name: string,
  expires: number,
  sig: string,
  now = Date.now(),
): SignatureCheck {
  const expected = Buffer.from(signature(secret, fileId, name, expires), 'hex');
  const given = Buffer.from(sig, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return expires * 1000 < now ? 'expired' : 'valid';
}
