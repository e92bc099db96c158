// Stored files outside /api: image variants at /media/{id}_{t|s|l}.jpg, for whoever may read the file (the file
// policy: who may read what it is attached to, and anyone for what a published project's public view shows; the session cookie comes with <img> requests), kept by the browser
// only (private, an hour: a reader removed from a project loses the images soon after); and signed, expiring
// download links at /files/{id}?name&expires&sig (from GET /api/files/download, which asks the same policy).
import type { FastifyInstance } from 'fastify';
import { readsFileImage } from '../../policies';
import { findFileAccess, findFileRow } from '../../repositories/files';
import { checkDownloadSignature } from '../../storage/signed-url';
import type { ByteRange } from '../../storage/storage';
import { variantKey, type Variant } from '../../storage/variants';

const hidden = { schema: { hide: true } };
const VARIANT_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})_([tsl])\.jpg$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `attachment; filename="…"; filename*=UTF-8''…`: an ASCII fallback plus the exact UTF-8 name. */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/**
 * The one byte range a `Range: bytes=a-b` (or `a-`, or `-n` for the last n) header asks of a file of `size` bytes;
 * null for no header, several ranges or a malformed one (the whole file is sent, as RFC 9110 allows).
 */
export function byteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const last = Math.min(Number(match[2]), size);
    return last === 0 ? 'unsatisfiable' : { start: size - last, end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  return end < start ? null : { start, end };
}

export default async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { name: string } }>('/media/:name', hidden, async (request, reply) => {
    const match = VARIANT_NAME.exec(request.params.name);
    const file = match ? await findFileAccess(app.db, match[1]) : undefined;
    // Unknown and unreadable answer alike: an image's existence is not told to who may not see it.
    if (!match || !file || !file.variants || !readsFileImage(request.user, file.target)) {
      return reply.code(404).send({ message: 'No such image' });
    }
    const stream = await app.storage.read(variantKey(match[1], match[2] as Variant));
    if (!stream) return reply.code(404).send({ message: 'No such image' });
    reply.header('cache-control', 'private, max-age=3600');
    reply.header('vary', 'cookie');
    return reply.type('image/jpeg').send(stream);
  });

  app.get<{ Params: { id: string }; Querystring: { name?: string; expires?: string; sig?: string } }>(
    '/files/:id',
    hidden,
    async (request, reply) => {
      const { id } = request.params;
      const { name = '', expires = '', sig = '' } = request.query;
      const check =
        UUID.test(id) && /^\d+$/.test(expires) && /^[0-9a-f]{64}$/.test(sig)
          ? checkDownloadSignature(app.config.fileUrlSecret, id, name, Number(expires), sig)
          : 'invalid';
      if (check === 'invalid') return reply.code(403).send({ message: 'This download link is not valid' });
      if (check === 'expired')
        return reply.code(403).send({ message: 'This download link has expired; start the download again' });
      const file = await findFileRow(app.db, id);
      if (!file) return reply.code(404).send({ message: 'No such file' });
      // One byte range (a video player seeking): 206 with that slice; a range past the end is 416.
      const range = byteRange(request.headers.range, file.size);
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${file.size}`);
        return reply.code(416).send({ message: 'The requested range is outside the file' });
      }
      const stream = await app.storage.read(file.storage_key, range ?? undefined);
      if (!stream) return reply.code(404).send({ message: 'No such file' });
      reply.header('content-disposition', contentDisposition(name));
      reply.header('accept-ranges', 'bytes');
      reply.header('cache-control', 'private, no-store');
      if (range) {
        reply.code(206);
        reply.header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
      }
      reply.header('content-length', String(range ? range.end - range.start + 1 : file.size));
      return reply.type(file.mime).send(stream);
    },
  );
}
