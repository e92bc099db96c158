// Transfer between installations (DECISIONS "Projects", issue 28 item 12): what a project sends — its texts, its
// scenes with their images and markers, its covers with their images and its titles, each chosen per platform — as one
// multipart request (the project as JSON in the field `transfer`, then one part per image, streamed from storage), and
// how the receiving site stores it: every image through its own upload path (type sniffed, variants made), then the
// project in one transaction. Whatever fails on the way, the receiver keeps nothing: no project, no file.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import type { Insertable } from 'kysely';
import type { FileRow, ProjectsTable } from '../db/types';
import { BadRequestError, ConflictError, HttpError } from '../errors';
import type { ProjectDetail } from '../repositories/projects';
import { updateProject } from '../repositories/projects';
import { listScenes } from '../repositories/scenes';
import { listCovers, listTitles } from '../repositories/social-media';
import { logProjectEvent } from '../repositories/project-logs';
import {
  filesToSend,
  insertTransferredMedia,
  insertTransferredProject,
  projectTransferredFrom,
} from '../repositories/project-transfers';
import {
  MAX_TRANSFER_FILES,
  TRANSFER_MANIFEST_FIRST,
  TRANSFER_MANIFEST_MAX_BYTES,
  TRANSFER_MANIFEST_UNREADABLE,
  TRANSFER_NOT_MULTIPART,
  type TransferManifestJson,
} from '../schemas/project-transfer';
import { isDemonProof, scriptStats } from '../domain/script-text';
import { discardUpload, extensionOf, storeStream, UnsupportedTypeError } from './uploads';

/** What a transfer sends: the manifest, and the stored files its `project.files` name, in that order. */
export interface OutgoingTransfer {
  manifest: TransferManifestJson;
  files: ReadonlyArray<{ storage_key: string; ext: string }>;
}

export const NOT_A_FILE_PLACE = 'not a place in project.files';
export const chosenTwice = (platform: string) => `more than one is chosen for ${platform}`;
export const FILE_OUT_OF_ORDER = 'expected this image here, in the order of project.files';
export const FILE_EXTENSION_DIFFERS = "the part's extension differs from the name in project.files";
export const FILE_DID_NOT_ARRIVE = 'this image did not arrive';
export const TRANSFERRED_IMAGE_KINDS = 'a transferred image must be a jpg, png, gif or webp image';
export const transferFileMissing = (name: string) => `A file of the project is missing from this site's storage: ${name}`;

type Sent = TransferManifestJson['project'];

/** The project as the receiving site gets it (spec doc 2 "Transfer": title, scenes, statuses, drive folder, covers, titles). */
export async function outgoingTransfer(
  app: FastifyInstance,
  project: ProjectDetail,
  input: { source: string; locale: string; viewerId: string },
): Promise<OutgoingTransfer> {
  const db = app.db;
  const [scenes, covers, titles] = await Promise.all([
    listScenes(db, project.id),
    listCovers(db, project.id, input.viewerId),
    listTitles(db, project.id, input.viewerId),
  ]);
  // Each image once, in the order the manifest names them: the scenes' first, then the covers'.
  const fileIds = [
    ...new Set([
      ...scenes.flatMap((scene) => (scene.image_file_id ? [scene.image_file_id] : [])),
      ...covers.map((c) => c.file_id),
    ]),
  ];
  const rows = await filesToSend(db, fileIds);
  const files = fileIds.map((id) => rows.find((row) => row.id === id)!);
  for (const file of files) {
    if (!(await app.storage.stat(file.storage_key))) throw new ConflictError(transferFileMissing(file.name));
  }
  const place = (id: string) => fileIds.indexOf(id);
  return {
    files,
    manifest: {
      locale: input.locale,
      source: input.source,
      project: {
        title: project.title,
        status: project.status,
        scriptStatus: project.script_status as Sent['scriptStatus'],
        storyboardStatus: project.storyboard_status as Sent['storyboardStatus'],
        gdriveFolder: project.gdrive_folder,
        scriptRaw:
          project.script_raw_body === null ? null : { body: project.script_raw_body, comments: project.script_raw_comments },
        storyboardBrief: project.storyboard_brief,
        specs: { level: project.level, voice: project.spec_voice, music: project.spec_music },
        files: files.map((file) => ({ name: file.name })),
        scenes: scenes.map((scene) => ({
          text: scene.text,
          image: scene.image_file_id ? place(scene.image_file_id) : null,
          numbers: scene.numbers,
        })),
        covers: covers.map((cover) => ({ image: place(cover.file_id), fb: cover.fb, yt: cover.yt, pr: cover.pr })),
        titles: titles.map((title) => ({
          text: title.text,
          fb: title.fb,
          yt: title.yt,
          pr: title.pr,
          fbDemon: title.fb_demon,
          ytDemon: title.yt_demon,
        })),
      },
    },
  };
}

/** The transfer as a multipart/form-data body, the images streamed from storage one after the other. */
export function transferBody(app: FastifyInstance, transfer: OutgoingTransfer): { contentType: string; body: Readable } {
  const boundary = `----studio-transfer-${randomBytes(12).toString('hex')}`;
  async function* parts() {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="transfer"\r\nContent-Type: application/json\r\n\r\n` +
        JSON.stringify(transfer.manifest),
    );
    for (const [place, file] of transfer.files.entries()) {
      yield Buffer.from(
        `\r\n--${boundary}\r\nContent-Disposition: form-data; name="files.${place}"; filename="${place}.${file.ext}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      );
      const stream = await app.storage.read(file.storage_key);
      if (!stream) throw new Error(`storage lost ${file.storage_key} while sending`);
      for await (const chunk of stream) yield chunk as Buffer;
    }
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Readable.from(parts()) };
}

/** The parts of a transfer request (the multipart limits a transfer needs, not one upload's). */
export function transferParts(request: FastifyRequest): AsyncIterator<Multipart> {
  if (!request.isMultipart()) throw new UnsupportedTypeError(TRANSFER_NOT_MULTIPART);
  return request
    .parts({
      limits: {
        files: MAX_TRANSFER_FILES,
        fields: 1,
        parts: MAX_TRANSFER_FILES + 1,
        fieldSize: TRANSFER_MANIFEST_MAX_BYTES,
      },
    })
    [Symbol.asyncIterator]();
}

/** The first part: the project as JSON, not yet judged (400 when it is not there or not JSON). */
export async function readTransferManifest(parts: AsyncIterator<Multipart>): Promise<unknown> {
  const first = await parts.next();
  const part = first.done ? undefined : first.value;
  if (!part || part.type !== 'field' || part.fieldname !== 'transfer') throw new BadRequestError(TRANSFER_MANIFEST_FIRST);
  if (part.valueTruncated) throw new BadRequestError(TRANSFER_MANIFEST_UNREADABLE);
  // Sent as application/json, the multipart reader has parsed it already.
  if (typeof part.value !== 'string') return part.value;
  try {
    return JSON.parse(part.value) as unknown;
  } catch {
    throw new BadRequestError(TRANSFER_MANIFEST_UNREADABLE);
  }
}

/** Refuses (400) a manifest whose references or choices cannot be stored as sent, before any file is read. */
export function checkTransferReferences(manifest: TransferManifestJson): void {
  const { files = [], scenes = [], covers = [], titles = [] } = manifest.project;
  const unknownPlace = (place: number) => place >= files.length;
  const scene = scenes.findIndex((s) => s.image !== null && s.image !== undefined && unknownPlace(s.image));
  if (scene >= 0) throw new BadRequestError(`project.scenes.${scene}.image: ${NOT_A_FILE_PLACE}`);
  const cover = covers.findIndex((c) => unknownPlace(c.image));
  if (cover >= 0) throw new BadRequestError(`project.covers.${cover}.image: ${NOT_A_FILE_PLACE}`);
  for (const platform of ['fb', 'yt', 'pr'] as const) {
    if (covers.filter((c) => c[platform]).length > 1) {
      throw new BadRequestError(`project.covers: ${chosenTwice(platform)}`);
    }
    if (titles.filter((t) => t[platform]).length > 1) {
      throw new BadRequestError(`project.titles: ${chosenTwice(platform)}`);
    }
  }
}

export type TransferredProjectValues = Insertable<ProjectsTable> & { transferred_from: string };

/**
 * Stores what a transfer sent: each image part through the upload path (nobody's upload here, so nobody's quota), then
 * the project, its scenes, covers and titles and a log entry in one transaction. Answers the project's id and whether
 * it is new; the same source again answers the first project (reading no file). On any failure every file stored here
 * for this request is deleted again.
 */
export async function receiveTransfer(
  app: FastifyInstance,
  parts: AsyncIterator<Multipart>,
  manifest: TransferManifestJson,
  values: TransferredProjectValues,
): Promise<{ id: string; created: boolean }> {
  const existing = await projectTransferredFrom(app.db, values.transferred_from);
  if (existing) return { id: existing, created: false };
  const { files = [], scenes = [], covers = [], titles = [] } = manifest.project;
  const stored: FileRow[] = [];
  try {
    for (let next = await parts.next(); !next.done; next = await parts.next()) {
      const part = next.value;
      const place = stored.length;
      if (part.type !== 'file' || part.fieldname !== `files.${place}` || place >= files.length) {
        throw new BadRequestError(`files.${place}: ${FILE_OUT_OF_ORDER}`);
      }
      // The name the sender knows it by; the part's own name only carries the extension the content must agree with.
      const name = files[place].name;
      if (extensionOf(name) !== extensionOf(part.filename ?? '')) {
        throw new BadRequestError(`files.${place}: ${FILE_EXTENSION_DIFFERS}`);
      }
      stored.push(
        await storeStream(app, part.file, {
          name,
          userId: null,
          kinds: ['image'],
          kindMessage: TRANSFERRED_IMAGE_KINDS,
          shape: 'proportional',
        }).catch((error: unknown) => {
          // The upload path's refusal, naming the part it is about.
          if (error instanceof HttpError && error.statusCode < 500)
            throw new HttpError(error.statusCode, `files.${place}: ${error.message}`);
          throw error;
        }),
      );
    }
    if (stored.length < files.length) {
      throw new BadRequestError(`files.${stored.length}: ${FILE_DID_NOT_ARRIVE}`);
    }
    const fileId = (place: number) => stored[place].id;
    const result = await app.db.transaction().execute(async (trx) => {
      const texts = scenes.map((scene) => scene.text.trim());
      const id = await insertTransferredProject(
        trx,
        values,
        scenes.map((scene, index) => ({
          text: texts[index],
          imageFileId: scene.image === null || scene.image === undefined ? null : fileId(scene.image),
          numbers: scene.numbers ?? {},
        })),
      );
      // The same source meanwhile (a retry, or two at once): the first one's project.
      if (!id) return { id: (await projectTransferredFrom(trx, values.transferred_from))!, created: false };
      await insertTransferredMedia(
        trx,
        id,
        covers.map((cover) => ({ ...cover, fileId: fileId(cover.image) })),
        titles.map((title) => ({ ...title, text: title.text.trim() })),
      );
      if (texts.length) {
        const stats = scriptStats(texts);
        await updateProject(trx, id, {
          word_count: stats.wordCount,
          character_count: stats.characterCount,
          scene_count: texts.length,
          demon_proof: texts.every((text) => isDemonProof(text)),
        });
      }
      await logProjectEvent(trx, {
        projectId: id,
        userId: null,
        action: 'transferred-in',
        details: { source: values.transferred_from, locale: manifest.locale ?? null },
      });
      return { id, created: true };
    });
    if (!result.created) await discardAll(app, stored);
    return result;
  } catch (error) {
    await discardAll(app, stored);
    throw error;
  }
}

async function discardAll(app: FastifyInstance, files: readonly FileRow[]): Promise<void> {
  for (const file of files) await discardUpload(app, file);
}
