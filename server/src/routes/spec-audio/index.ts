// The spec library's audio at /voice/{file}.mp3 and /music/{file}.mp3 (spec doc 2 section 7 "Media base"):
// for signed-in contributors, who play and download the samples on the Specs page; 404 for everyone else.
// Only files the library lists are served, read once from server/data/audio and kept in memory (they are a
// few small files), with an ETag so a browser revalidates cheaply.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { findSpecSampleByFileName, SPEC_GROUPS, type SpecGroup } from '../../domain/spec-library';
import { can, needsTerms } from '../../policies';

/**
 * The server package's folder: the nearest folder above `start` holding a package.json. The same from the
 * sources (src/routes/spec-audio), under jest, and from the bundle (dist/main.js).
 */
export function findPackageRoot(start: string = __dirname): string {
  let dir = path.resolve(start);
  for (;;) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export const specAudioDir = (): string => path.join(findPackageRoot(), 'data', 'audio');

interface AudioFile {
  bytes: Buffer;
  etag: string;
}

export default async function specAudioRoutes(app: FastifyInstance): Promise<void> {
  const dir = specAudioDir();
  const files = new Map<string, Promise<AudioFile | null>>();
  const load = (group: SpecGroup, name: string) => {
    const key = `${group}/${name}`;
    let file = files.get(key);
    if (!file) {
      file = fs.promises.readFile(path.join(dir, group, name)).then(
        (bytes) => ({ bytes, etag: `"${createHash('sha1').update(bytes).digest('hex').slice(0, 20)}"` }),
        () => null,
      );
      files.set(key, file);
    }
    return file;
  };

  for (const group of SPEC_GROUPS) {
    app.get<{ Params: { name: string } }>(`/${group}/:name`, { schema: { hide: true } }, async (request, reply) => {
      const actor = request.user;
      const mayListen = actor !== null && !needsTerms(actor) && can(actor, 'readSpecLibrary', 'studio', null);
      const sample = findSpecSampleByFileName(group, request.params.name);
      const file = mayListen && sample ? await load(group, request.params.name) : null;
      if (!file) return reply.code(404).send({ message: 'No such sample' });
      reply.header('cache-control', 'private, max-age=86400');
      reply.header('etag', file.etag);
      if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
      reply.header('content-length', String(file.bytes.length));
      return reply.type('audio/mpeg').send(file.bytes);
    });
  }
}
