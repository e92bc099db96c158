// Stored files outside /api: image variants at /media/{id}_{t|s|l}.jpg (ids are random and the bytes never
// change, so they are cached for good; like a CDN, no session is asked), and signed, expiring download
// links at /files/{id}?name&expires&sig (from GET /api/files/download).
import type { FastifyInstance } from 'fastify';
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
    const stream = match ? await app.storage.read(variantKey(match[1], match[2] as Variant)) : null;
    if (!stream) return reply.code(404).send({ message: 'No such image' });
    reply.header('cache-control', 'public, max-age=31536000, immutable');
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
      const file = await app.db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
      const stream = file ? await app.storage.read(file.storage_key) : null;
      if (!file || !stream) return reply.code(404).send({ message: 'No such file' });
      reply.header('content-disposition', contentDisposition(name));
      reply.header('content-length', String(file.size));
      reply.header('cache-control', 'private, no-store');
      return reply.type(file.mime).send(stream);
    },
  );
}
