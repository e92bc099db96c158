// Multipart bodies for upload tests, built by hand (what a browser's FormData sends).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'kysely';
import type { TestApp } from './helper';
import sharp from 'sharp';

export interface FilePart {
  filename: string;
  content: Buffer;
  /** What the browser claims; the server must not trust it. */
  contentType?: string;
  field?: string;
}

export function multipartBody(part: FilePart): { payload: Buffer; headers: Record<string, string> } {
  return multipartForm([{ ...part, field: part.field ?? 'file' }]);
}

/** A form of several parts in order: text fields (no `filename`) and files. */
export function multipartForm(
  parts: Array<{ field: string; content: Buffer | string; filename?: string; contentType?: string }>,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => {
    const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.contentType ?? (part.filename === undefined ? undefined : 'application/octet-stream');
    return [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"${file}\r\n` +
          (type ? `Content-Type: ${type}\r\n` : '') +
          '\r\n',
      ),
      Buffer.from(part.content),
      Buffer.from('\r\n'),
    ];
  });
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real PNG of the given size (a red and blue split, so crops are visible). */
export async function pngImage(width = 300, height = 200): Promise<Buffer> {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: '#d00' } })
    .composite([{ input: { create: { width: width - half, height, channels: 3, background: '#00d' } }, left: half, top: 0 }])
    .png()
    .toBuffer();
}

export const jpegImage = async (width = 300, height = 200) =>
  sharp(await pngImage(width, height))
    .jpeg()
    .toBuffer();

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(200, 0),
  Buffer.from('This program cannot be run in DOS mode'),
]);
export const SUBTITLES = Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nสวัสดี Hello\n');

/** A small real WAV file: a 44-byte header and 0.1 s of 8 kHz 8-bit silence. */
export function wav(samples = 800): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 128)]);
}

/** What a refused upload must leave unchanged: every name in the storage folder and the count of `files` rows. */
export async function storedState(t: TestApp): Promise<{ names: string[]; rows: number }> {
  const names = fs.existsSync(t.config.filesDir) ? fs.readdirSync(t.config.filesDir).sort() : [];
  const { n } = await t.db
    .selectFrom('files')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return { names, rows: n };
}
