// Stored files outside /api: image variants at /media/{id}_{t|s|l}.jpg, for whoever may read the file (the file
// policy: who may read what it is attached to, and anyone for what a published project's public view shows; the session cookie comes with <img> requests), kept by the browser
// only (private, an hour: a reader removed from a project loses the images soon after); and signed, expiring
// download links at /files/{id}?name&expires&sig (from GET /api/files/download, which asks the same policy).
import type { FastifyInstance } from 'fastify';
import { readsFileImage } from '../../policies';
import { findFileAccess, findFileRow } from '../../repositories/files';
import { checkDownloadSignature } from '../../storage/signed-url';
import { variantKey, type Variant } from '../../storage/variants';

const hidden = { schema: { hide: true } };
const VARIANT_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})_([tsl])\.jpg$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `attachment; filename="…"; filename*=UTF-8''…`: an ASCII fallback plus the exact UTF-8 name. */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
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
      const stream = file ? await app.storage.read(file.storage_key) : null;
      if (!file || !stream) return reply.code(404).send({ message: 'No such file' });
      reply.header('content-disposition', contentDisposition(name));
      reply.header('content-length', String(file.size));
      reply.header('cache-control', 'private, no-store');
      return reply.type(file.mime).send(stream);
    },
  );
}
