// Transfer (DECISIONS "Projects"): a project is sent to another installation of this product, which makes its
// own copy and answers the copy's URL. Both sides authenticate with the shared TRANSFER_TOKEN. A retry is safe
// twice over: this side answers a stored transfer without sending again, and the receiving side answers the
// project it already made for the same `source`.
import { createHash, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_TRANSFER_TIMEOUT_MS, type TransferTarget } from '../../../config';
import type { ProjectStatus } from '../../../db/types';
import { BadRequestError, ConflictError, HttpError } from '../../../errors';
import { authorize, PROJECT_FORBIDDEN } from '../../../policies';
import { buildValidator } from '../../../plugins/validation';
import { logProjectEvent } from '../../../repositories/project-logs';
import { recordProjectTransfer } from '../../../repositories/project-transfers';
import { updateProject } from '../../../repositories/projects';
import { currentUser } from '../../current-user';
import { requestOrigin } from '../../origin';
import { checkDriveFolder } from './drive';
import { loadProjectFor, projectPagePath, withLockedProject } from '../../../services/locked-project';
import {
  checkTransferReferences,
  outgoingTransfer,
  readTransferManifest,
  receiveTransfer,
  transferBody,
  transferParts,
  type OutgoingTransfer,
} from '../../../services/project-transfer';
import {
  TRANSFER_NOT_CONFIGURED,
  TRANSFER_REFUSED,
  TRANSFER_TOKEN_REQUIRED,
  TRANSFERRED,
  TransferInSchema,
  TransferManifest,
  TransferProjectSchema,
  TransferTargetsSchema,
  type TransferManifestJson,
} from '../../../schemas/project-transfer';

export const TRANSFER_IN_PATH = '/api/projects/transfer-in';

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `Bearer <token>` (compared in constant time; no token configured: never). */
export function hasTransferToken(token: string | null | undefined, authorization: string | undefined): boolean {
  if (!token) return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return Boolean(match) && timingSafeEqual(sha256(match![1]), sha256(token));
}

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** POSTs the project to the target and answers the copy's URL; any failure is a 409 saying why. */
async function sendTransfer(
  app: Parameters<typeof transferBody>[0],
  target: TransferTarget,
  token: string,
  transfer: OutgoingTransfer,
  timeoutMs: number,
): Promise<string> {
  const refuse = (reason: string): never => {
    throw new ConflictError(`${TRANSFER_REFUSED}: ${reason}`);
  };
  let response: Response;
  let body: unknown = null;
  try {
    const { contentType, body: sent } = transferBody(app, transfer);
    response = await fetch(`${target.url}${TRANSFER_IN_PATH}`, {
      method: 'POST',
      headers: { 'content-type': contentType, accept: 'application/json', authorization: `Bearer ${token}` },
      body: Readable.toWeb(sent) as ReadableStream,
      // A streamed body (the images follow one another from storage).
      duplex: 'half',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    } as RequestInit);
    body = await response.json().catch(() => null);
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError';
    const wait = timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`;
    return refuse(timedOut ? `${target.name} did not answer within ${wait}` : `${target.name} could not be reached`);
  }
  const answer = (body ?? {}) as { url?: unknown; message?: unknown };
  if (!response.ok) {
    const message = typeof answer.message === 'string' ? answer.message.slice(0, 300) : `HTTP ${response.status}`;
    return refuse(`${target.name} answered ${response.status}: ${message}`);
  }
  const url = typeof answer.url === 'string' ? answer.url : '';
  if (!/^https?:\/\//.test(originOf(url) ?? '')) return refuse(`${target.name} sent no project URL`);
  return url;
}

const ownOrigin = (request: FastifyRequest): string => request.server.config.publicUrl ?? requestOrigin(request);

const transferRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const targets = (): ReadonlyArray<TransferTarget> => app.config.transferTargets ?? [];
  const EVERY_PROJECT = { collaboratorIds: [], jobs: [] };

  app.get('/transfer/targets', { schema: TransferTargetsSchema }, async (request) => {
    authorize(currentUser(request), 'transfer', 'project', EVERY_PROJECT, PROJECT_FORBIDDEN.transfer);
    // No shared token: no transfer can succeed, so none is offered (the menu hides Transfer; none configured alike).
    if (!app.config.transferToken) return { targets: [] };
    return { targets: targets().map(({ id, name, url }) => ({ id, name, url })) };
  });

  app.post('/:id/transfer', { schema: TransferProjectSchema }, async (request) => {
    const actor = currentUser(request);
    const projectId = request.params.id;
    const check = { action: 'transfer' } as const;
    const project = await loadProjectFor(app.db, actor, projectId, check);
    const target = targets().find((candidate) => candidate.id === request.body.target);
    if (!target) throw new BadRequestError('target: not one of the transfer targets');
    const origin = ownOrigin(request);
    if (originOf(target.url) === originOf(origin)) throw new BadRequestError('target: that is this site; choose another');

    const done = project.transfer_rows.find((row) => row.target === target.id && row.url);
    if (done?.url) return { message: TRANSFERRED, url: done.url };
    const token = app.config.transferToken;
    if (!token) throw new ConflictError(TRANSFER_NOT_CONFIGURED);

    // Not inside the project's lock: the target may take seconds. Two racing transfers both send, and the
    // target answers both with its one copy (same `source`).
    const transfer = await outgoingTransfer(app, project, {
      source: `${origin}/${project.id}`,
      locale: actor.locale ?? 'en',
      viewerId: actor.id,
    });
    const url = await sendTransfer(app, target, token, transfer, app.config.transferTimeoutMs ?? DEFAULT_TRANSFER_TIMEOUT_MS);
    await withLockedProject(app.db, actor, projectId, { ...check, checkState: false }, async (trx) => {
      await recordProjectTransfer(trx, { projectId, target: target.id, url, userId: actor.id });
      await logProjectEvent(trx, {
        projectId,
        userId: actor.id,
        action: 'transferred',
        details: { target: target.id, name: target.name, url },
      });
      await updateProject(trx, projectId);
    });
    return { message: TRANSFERRED, url };
  });

  type Validate = ((value: unknown) => boolean) & { errors?: unknown[] | null };
  let validateManifest: Validate | undefined;
  /** The manifest judged by its schema as a JSON body is (400 naming the field, in the caller's language). */
  const checkManifest = (value: unknown): TransferManifestJson => {
    validateManifest ??= (buildValidator as unknown as (schemas: unknown, options: unknown) => (route: unknown) => Validate)(
      app.getSchemas(),
      {},
    )({ schema: { $ref: `${TransferManifest.$id}#` }, method: 'POST', url: TRANSFER_IN_PATH, httpPart: 'body' });
    if (!validateManifest(value)) {
      throw Object.assign(new Error('transfer: not a project'), { statusCode: 400, validation: validateManifest.errors });
    }
    return value as TransferManifestJson;
  };

  app.post(
    '/transfer-in',
    {
      schema: TransferInSchema,
      config: { public: true, crossSite: true },
      // The token before anything else: without it a caller learns nothing, not even what a body should be, and
      // nothing of the body is read.
      preValidation: async (request) => {
        if (!hasTransferToken(app.config.transferToken, request.headers.authorization)) {
          throw new HttpError(403, TRANSFER_TOKEN_REQUIRED);
        }
      },
    },
    async (request, reply) => {
      const parts = transferParts(request);
      const manifest = checkManifest(await readTransferManifest(parts));
      const { source, project: sent } = manifest;
      const sourceOrigin = originOf(source);
      if (!sourceOrigin || !/^https?:/.test(sourceOrigin))
        throw new BadRequestError('source must be the sending project’s http(s) address');
      const title = sent.title.trim();
      if (!title) throw new BadRequestError('project/title must not be blank');
      const gdriveFolder = sent.gdriveFolder ? checkDriveFolder(sent.gdriveFolder) : null;
      checkTransferReferences(manifest);
      // A paused project returns to the start when made active here (the sender's previous status is not sent).
      const paused: ReadonlyArray<ProjectStatus> = ['onhold', 'trash'];
      const { id, created } = await receiveTransfer(app, parts, manifest, {
        title,
        status: sent.status,
        old_status: paused.includes(sent.status) ? 'new' : null,
        script_status: sent.scriptStatus,
        storyboard_status: sent.storyboardStatus,
        gdrive_folder: gdriveFolder,
        script_raw_body: sent.scriptRaw?.body ?? null,
        script_raw_comments: sent.scriptRaw?.comments ?? '',
        storyboard_brief: sent.storyboardBrief ? JSON.stringify(sent.storyboardBrief) : null,
        level: sent.specs?.level ?? 2,
        spec_voice: sent.specs?.voice ? JSON.stringify(sent.specs.voice) : null,
        spec_music: sent.specs?.music ? JSON.stringify(sent.specs.music) : null,
        transferred_from: source,
      });
      reply.code(created ? 201 : 200);
      return { url: `${ownOrigin(request)}${projectPagePath(id)}` };
    },
  );
};

export default transferRoutes;
