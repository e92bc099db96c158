// Receiving one uploaded file: streamed from the multipart body to the storage adapter, its real type
// sniffed from the first bytes (the name's extension must agree; the browser's content type is ignored),
// at most 60 MB, image variants made, then recorded in `files`. Any refusal leaves nothing stored.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, FileRow, StoredFile } from '../db/types';
import { BadRequestError, HttpError } from '../errors';
import { ACCEPTED_DESCRIPTION, detectType, hasVariants, SNIFF_BYTES, type DetectedType, type FileKind } from '../storage/sniff';
import {
  deleteVariants,
  ImageTooLargeError,
  ImageUnreadableError,
  makeVariants,
  MAX_IMAGE_PIXELS_LABEL,
} from '../storage/variants';
import { findStoredFiles } from '../repositories/jobs';
import { deleteUploadRecord, findFileAccess, uploadedBy } from '../repositories/files';
import { DEFAULT_UPLOAD_QUOTA } from '../config';
import { can, type Actor } from '../policies';

export const UPLOAD_MAX_BYTES = 60 * 1024 * 1024;
export const UPLOAD_LIMIT_LABEL = '60 MB';
/** Room for the multipart framing around the file when judging Content-Length. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const NAME_MAX = 255;

export class PayloadTooLargeError extends HttpError {
  constructor(message = `The file is larger than ${UPLOAD_LIMIT_LABEL}`) {
    super(413, message);
  }
}

/** One user's uploads over their quota (a rolling 24 hours). */
export class UploadQuotaError extends HttpError {
  constructor(message: string) {
    super(429, message);
  }
}

export const IMAGE_TOO_LARGE = `The image is larger than ${MAX_IMAGE_PIXELS_LABEL}; scale it down and upload it again`;
const QUOTA_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A byte count as people read it: "2 GB", "500 MB", "64 KB". */
const sizeLabel = (bytes: number): string => {
  const [unit, size]: [string, number] =
    bytes >= 1024 ** 3 ? ['GB', 1024 ** 3] : bytes >= 1024 ** 2 ? ['MB', 1024 ** 2] : ['KB', 1024];
  return `${Number((bytes / size).toFixed(1))} ${unit}`;
};
export const uploadQuotaBytesMessage = (bytes: number) =>
  `This upload would take you past ${sizeLabel(bytes)} in 24 hours, the most one person may upload; try again later`;
export const uploadQuotaFilesMessage = (files: number) =>
  `You have uploaded ${files} files in the last 24 hours, the most one person may; try again later`;

/** Refuses (429) an upload of `adding` bytes that would take the user past their quota. */
async function checkQuota(app: FastifyInstance, db: Kysely<Database>, userId: string, adding: number): Promise<void> {
  const quota = app.config.uploadQuota ?? DEFAULT_UPLOAD_QUOTA;
  const used = await uploadedBy(db, userId, new Date(Date.now() - QUOTA_WINDOW_MS));
  if (used.count + 1 > quota.files) throw new UploadQuotaError(uploadQuotaFilesMessage(quota.files));
  if (used.bytes + adding > quota.bytes) throw new UploadQuotaError(uploadQuotaBytesMessage(quota.bytes));
}

export class UnsupportedTypeError extends HttpError {
  constructor(message: string) {
    super(415, message);
  }
}

export interface UploadRules {
  /** Kinds accepted here (default: every accepted kind). */
  kinds?: ReadonlyArray<FileKind>;
  /** Message when the kind is not among `kinds`. */
  kindMessage?: string;
  /** Variant shape for images. */
  shape: 'square' | 'proportional';
}

/** The name as given, if it is a plain file name: no folders, no control characters, not "." or "..". */
export function checkFileName(name: string | undefined): string {
  const trimmed = (name ?? '').trim();
  if (!trimmed) throw new BadRequestError('The file needs a name');
  if (/[/\\\u0000-\u001f\u007f]/.test(trimmed) || trimmed === '.' || trimmed === '..') {
    throw new BadRequestError('The file name must be a plain name, without folders or control characters');
  }
  if (trimmed.length > NAME_MAX) throw new BadRequestError(`The file name must not be longer than ${NAME_MAX} characters`);
  return trimmed;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

async function drain(iterator: AsyncIterator<Buffer>): Promise<void> {
  for (let next = await iterator.next(); !next.done; next = await iterator.next());
}

/** The sniffed type of a file's first bytes, if this place accepts it and its extension agrees; 415 otherwise. */
function judgeType(head: Buffer, ext: string, complete: boolean, rules: Omit<UploadRules, 'shape'>): DetectedType {
  if (!ext) throw new UnsupportedTypeError('The file name needs an extension (such as .jpg or .pdf)');
  const detected = detectType(head, ext, complete);
  if (!detected) throw new UnsupportedTypeError(`Files of this type are not accepted; accepted are ${ACCEPTED_DESCRIPTION}`);
  if (rules.kinds && !rules.kinds.includes(detected.kind)) {
    throw new UnsupportedTypeError(rules.kindMessage ?? `Files of this type are not accepted here (${detected.label})`);
  }
  if (!detected.extensions.includes(ext)) {
    throw new UnsupportedTypeError(`The file's content (${detected.label}) does not match its extension .${ext}`);
  }
  return detected;
}

interface FileFacts {
  name: string;
  ext: string;
  detected: DetectedType;
  /** The uploader; null for a file another installation sent (a transfer): nobody's quota. */
  userId: string | null;
  shape: UploadRules['shape'];
}

/** Writes the bytes to storage, makes image variants and records the `files` row; leaves nothing behind on failure. */
async function storeFile(
  app: FastifyInstance,
  db: Kysely<Database>,
  facts: FileFacts,
  bytes: AsyncIterable<Buffer> | Iterable<Buffer>,
  truncated: () => boolean = () => false,
): Promise<FileRow> {
  const { name, ext, detected, userId } = facts;
  const id = randomUUID();
  const key = `${id}.${ext}`;
  // A cut-off body (over the limit) fails the write itself, so the storage never publishes it (S3: the multipart
  // upload is aborted) rather than storing and deleting it.
  const guarded = (async function* () {
    for await (const chunk of bytes) yield chunk;
    if (truncated()) throw new PayloadTooLargeError();
  })();
  let size = await app.storage.write(key, Readable.from(guarded));
  const variants = hasVariants(detected);
  try {
    if (truncated()) throw new PayloadTooLargeError();
    if (userId) await checkQuota(app, db, userId, size);
    // An image is kept re-encoded (only the picture): its recorded size is the stored one.
    let dimensions: { width: number | null; height: number | null } = { width: null, height: null };
    if (variants) ({ size, ...dimensions } = await makeVariants(app.storage, key, id, facts.shape));
    return await db
      .insertInto('files')
      .values({ id, storage_key: key, name, ext, mime: detected.mime, size, variants, created_by: userId, ...dimensions })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    await app.storage.delete(key);
    if (variants) await deleteVariants(app.storage, id);
    if (error instanceof ImageTooLargeError) throw new PayloadTooLargeError(IMAGE_TOO_LARGE);
    if (error instanceof ImageUnreadableError) {
      throw new UnsupportedTypeError(`The image could not be read: it is damaged or not really a ${detected.label}`);
    }
    throw error;
  }
}

/**
 * Stores a file the server already holds in memory (a sketch decoded from its data URL) by the same rules as an
 * upload: the type sniffed from the bytes (never from what the sender claimed), at most 60 MB (or `maxBytes`),
 * image variants made, recorded in `files`.
 */
export async function storeBytes(
  app: FastifyInstance,
  bytes: Buffer,
  input: { name: string; userId: string; maxBytes?: number; tooLarge?: string } & UploadRules,
  db: Kysely<Database> = app.db,
): Promise<FileRow> {
  const name = checkFileName(input.name);
  const ext = extensionOf(name);
  if (bytes.length === 0) throw new BadRequestError('The file is empty');
  if (bytes.length > (input.maxBytes ?? UPLOAD_MAX_BYTES)) throw new PayloadTooLargeError(input.tooLarge);
  const detected = judgeType(bytes.subarray(0, SNIFF_BYTES), ext, bytes.length <= SNIFF_BYTES, input);
  return storeFile(app, db, { name, ext, detected, userId: input.userId, shape: input.shape }, [bytes]);
}

/** Deletes a stored upload that a refused change will not use (the judge said no after the bytes arrived). */
export async function discardUpload(app: FastifyInstance, file: FileRow): Promise<void> {
  await deleteUploadRecord(app.db, file.id);
  await app.storage.delete(file.storage_key);
  if (file.variants) await deleteVariants(app.storage, file.id);
}

/**
 * Deletes an upload refused for what it holds (a "subtitle" without cue timings) when nothing uses it: an upload
 * already attached elsewhere (a post's, a job's) stays, since the refusal was about this use only.
 */
export async function discardRefusedUpload(app: FastifyInstance, file: FileRow): Promise<void> {
  const access = await findFileAccess(app.db, file.id);
  if (access && access.target.attachments.length === 0) await discardUpload(app, file);
}

/** Reads the request's one file part and stores it; returns the new `files` row. */
export async function receiveUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
  rules: UploadRules,
  db: Kysely<Database> = app.db,
): Promise<FileRow> {
  if (!request.isMultipart()) {
    throw new UnsupportedTypeError("Send the file as multipart/form-data in the field 'file'");
  }
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) throw new PayloadTooLargeError();
  // The quota is judged before the body is read (on the declared size) and again on the stored size.
  await checkQuota(app, db, userId, Math.max(0, declared - MULTIPART_OVERHEAD_BYTES));

  const part = await request.file();
  if (!part) throw new BadRequestError("Choose a file to upload (form field 'file')");
  return storeStream(app, part.file, { name: part.filename, userId, ...rules }, db);
}

/**
 * Stores a file arriving as a stream (a multipart part) by the upload rules: the type sniffed from its first bytes,
 * at most 60 MB (a `truncated` stream is 413), image variants made, recorded in `files`. The rest of the stream is
 * consumed whatever happens, so the request's next part (or its answer) can follow.
 */
export async function storeStream(
  app: FastifyInstance,
  stream: NodeJS.ReadableStream & { truncated?: boolean },
  input: { name: string | undefined; userId: string | null } & UploadRules,
  db: Kysely<Database> = app.db,
): Promise<FileRow> {
  const { userId, ...rules } = input;
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  try {
    const name = checkFileName(input.name);
    const ext = extensionOf(name);

    // The first bytes decide the type.
    const head: Buffer[] = [];
    let headSize = 0;
    let ended = false;
    while (headSize < SNIFF_BYTES) {
      const next = await iterator.next();
      if (next.done) {
        ended = true;
        break;
      }
      head.push(next.value);
      headSize += next.value.length;
    }
    const headBytes = Buffer.concat(head);
    if (headBytes.length === 0) throw new BadRequestError('The file is empty');
    const detected = judgeType(headBytes, ext, ended, rules);

    const rest = (async function* () {
      yield headBytes;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    })();
    return await storeFile(app, db, { name, ext, detected, userId, shape: rules.shape }, rest, () => Boolean(stream.truncated));
  } finally {
    // Whatever happened, consume the rest of the body so the answer goes out cleanly.
    await drain(iterator).catch(() => undefined);
  }
}

/**
 * Files a record attaches, by upload id: each must be an upload this server holds (400 naming the first that is
 * not), in the order given, each once, with the facts the server stored (name, ext, size), not what a client says.
 * With `actor`, each must also be a file the actor may read (their own upload, or one already attached where they
 * read it): attaching a file makes it readable by the record's readers, so nobody attaches a file they cannot read.
 */
export async function uploadedFiles(db: Kysely<Database>, ids: readonly string[], actor?: Actor): Promise<StoredFile[]> {
  const fileIds = [...new Set(ids)];
  const stored = fileIds.length ? await findStoredFiles(db, fileIds) : [];
  const unknown = fileIds.find((id) => !stored.some((file) => file.id === id));
  if (unknown) throw new BadRequestError(`files: ${unknown} is not an uploaded file`);
  if (actor) {
    for (const id of fileIds) {
      const access = await findFileAccess(db, id);
      if (!access || !can(actor, 'read', 'file', access.target)) {
        throw new BadRequestError(`files: ${id} is not an uploaded file`);
      }
    }
  }
  return fileIds.flatMap((id) => stored.filter((file) => file.id === id));
}
