// The video box (issue 10): a video per platform (pr, yt, fb), embedded by URL or uploaded as a file, and subtitle
// files per platform. Whoever reads the project reads the box; the video policy (policies/video.ts) says who
// changes it; changes happen only while the project is in production, finalizing, ready or launched (409), in a
// transaction with the project's row locked. Embed URLs are parsed and rebuilt (domain/video-embed.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, FileRow, VideoPlatform } from '../../../db/types';
import { embedVideo, isSubtitleText, PLATFORM_PROVIDERS, SUBTITLE_EXTENSIONS } from '../../../domain/video-embed';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../../errors';
import { can, type Actor } from '../../../policies';
import { presentVideoBox } from '../../../presenters/video';
import { findUpload } from '../../../repositories/files';
import { logProjectEvent } from '../../../repositories/project-logs';
import { findProjectFacts, lockProject, projectTarget, updateProject } from '../../../repositories/projects';
import { findSubtitles, findVideos, upsertVideo } from '../../../repositories/videos';
import { discardRefusedUpload, UnsupportedTypeError } from '../../../services/uploads';
import { signedDownloadUrl } from '../../../storage/signed-url';
import { detectType } from '../../../storage/sniff';
import {
  AttachVideoFileSchema,
  BAD_VIDEO_URL,
  DeleteSubtitleSchema,
  DownloadVideoSchema,
  EmbedVideoSchema,
  GetVideoBoxSchema,
  SUBTITLE_DELETED,
  SUBTITLE_NOT_FOUND,
  SUBTITLE_UPLOADED,
  UpdateVideoUrlSchema,
  UploadSubtitleSchema,
  VIDEO_ACTIVE_STATUSES,
  VIDEO_EMBEDDED,
  VIDEO_FILE_UPLOADED,
  VIDEO_NOT_ACTIVE,
  VIDEO_URL_UPDATED,
  videoUrlWrongProvider,
  type VideoBoxJson,
} from '../../../schemas/video';
import { currentUser } from '../../current-user';
import { PROJECT_NOT_FOUND } from './project-change';

/** The largest subtitle file read whole for the text check. */
const SUBTITLE_MAX_BYTES = 5 * 1024 * 1024;

type Action = 'read' | 'edit' | 'setUrl';
const FORBIDDEN: Record<Exclude<Action, 'read'>, string> = {
  edit: "Only the project's managers and its cover designers change the video box",
  setUrl: "Only the project's managers, its cover designers and the vrd role update the video URL",
};

const UPLOAD_FIRST = 'fileId: upload the file first (it must be your own upload)';

const isActive = (status: string) => (VIDEO_ACTIVE_STATUSES as readonly string[]).includes(status);

/** Loads and judges the project: 404 if the caller does not read it, 403 if they may not act, 409 out of state. */
async function judge(db: Kysely<Database>, actor: Actor, id: string, action: Action) {
  const project = await findProjectFacts(db, id);
  if (!project) throw new NotFoundError(PROJECT_NOT_FOUND);
  const target = projectTarget(project);
  if (!can(actor, 'read', 'video', target)) throw new NotFoundError(PROJECT_NOT_FOUND);
  if (action !== 'read') {
    if (!can(actor, action, 'video', target)) throw new ForbiddenError(FORBIDDEN[action]);
    if (!isActive(project.status)) throw new ConflictError(VIDEO_NOT_ACTIVE);
  }
  return { project, target };
}

async function videoBox(db: Kysely<Database>, actor: Actor, id: string): Promise<VideoBoxJson> {
  const { project, target } = await judge(db, actor, id, 'read');
  const [videos, subtitles] = await Promise.all([findVideos(db, id), findSubtitles(db, id)]);
  return presentVideoBox(actor, target, isActive(project.status), videos, subtitles);
}

/** Runs `act` with the project's row locked after judging the caller on it; answers the box afterwards. */
async function changeVideoBox(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  action: Exclude<Action, 'read'>,
  act: (trx: Kysely<Database>) => Promise<void>,
): Promise<VideoBoxJson> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockProject(trx, id))) throw new NotFoundError(PROJECT_NOT_FOUND);
    await judge(trx, actor, id, action);
    await act(trx);
    await updateProject(trx, id);
    return videoBox(trx, actor, id);
  });
}

/** The embed address of `videoUrl` for `platform`; 400 naming the field otherwise. */
function embedAddress(videoUrl: string, platform: VideoPlatform): string {
  const video = embedVideo(videoUrl);
  if (!video) throw new BadRequestError(BAD_VIDEO_URL);
  if (!PLATFORM_PROVIDERS[platform].includes(video.provider)) throw new BadRequestError(videoUrlWrongProvider(platform));
  return video.embedUrl;
}

/** The caller's own upload; 400 otherwise. */
async function ownUpload(trx: Kysely<Database>, actor: Actor, fileId: string): Promise<FileRow> {
  const file = await findUpload(trx, fileId);
  if (!file || file.created_by !== actor.id) throw new BadRequestError(UPLOAD_FIRST);
  return file;
}

/**
 * Refuses `file` for what it holds: the change is rolled back (nothing written), and the upload, made for this use
 * only, is deleted once the transaction is over (unless something else uses it).
 */
class RefusedFile extends UnsupportedTypeError {
  constructor(
    readonly file: FileRow,
    message: string,
  ) {
    super(message);
  }
}
async function discardingRefused<T>(app: FastifyInstance, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof RefusedFile) await discardRefusedUpload(app, error.file);
    throw error;
  }
}

const videoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/:id/social-media-video', { schema: GetVideoBoxSchema }, async (request) => ({
    videoBox: await videoBox(app.db, currentUser(request), request.params.id),
  }));

  for (const [path, schema, action, message] of [
    ['/:id/social-media-video/embed', EmbedVideoSchema, 'edit', VIDEO_EMBEDDED],
    ['/:id/update-video-url', UpdateVideoUrlSchema, 'setUrl', VIDEO_URL_UPDATED],
  ] as const) {
    app.post(path, { schema }, async (request) => {
      const actor = currentUser(request);
      const { videoUrl, platform } = request.body;
      const projectId = request.params.id;
      const box = await changeVideoBox(app.db, actor, projectId, action, async (trx) => {
        const url = embedAddress(videoUrl, platform);
        await upsertVideo(trx, { projectId, platform, userId: actor.id, url });
        await logProjectEvent(trx, { projectId, userId: actor.id, action: 'video-url', details: { platform, url } });
      });
      return { message, videoBox: box };
    });
  }

  app.post('/:id/social-media-video/subtitle', { schema: UploadSubtitleSchema }, async (request) => {
    const actor = currentUser(request);
    const { fileId, platform } = request.body;
    const projectId = request.params.id;
    const box = await discardingRefused(app, () =>
      changeVideoBox(app.db, actor, projectId, 'edit', async (trx) => {
        const file = await ownUpload(trx, actor, fileId);
        const textual = file.mime.startsWith('text/') || file.mime.startsWith('application/x-subrip');
        if (!(SUBTITLE_EXTENSIONS as readonly string[]).includes(file.ext) || !textual)
          throw new RefusedFile(file, 'file: subtitles must be a SubRip (.srt) or WebVTT (.vtt) file');
        if (file.size > SUBTITLE_MAX_BYTES) throw new RefusedFile(file, 'file: a subtitle file is at most 5 MB of text');
        const stream = await app.storage.read(file.storage_key);
        if (!stream) throw new BadRequestError('fileId: the upload is no longer stored; upload it again');
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        const bytes = Buffer.concat(chunks);
        const text = detectType(bytes.subarray(0, 4096), file.ext, bytes.length <= 4096)?.mime.includes('utf-16')
          ? bytes.toString('utf16le')
          : bytes.toString('utf8');
        if (!isSubtitleText(file.ext, text))
          throw new RefusedFile(
            file,
            `file: ${file.name} is not a ${file.ext === 'vtt' ? 'WebVTT' : 'SubRip'} subtitle file (no cue timings)`,
          );
        await trx
          .insertInto('project_subtitles')
          .values({ project_id: projectId, platform, file_id: file.id, name: file.name, created_by: actor.id })
          .execute();
        await logProjectEvent(trx, { projectId, userId: actor.id, action: 'subtitle-uploaded', details: { platform, fileId } });
      }),
    );
    return { message: SUBTITLE_UPLOADED, videoBox: box };
  });

  app.delete('/:id/social-media-video/subtitle/:subtitleId', { schema: DeleteSubtitleSchema }, async (request) => {
    const actor = currentUser(request);
    const { id: projectId, subtitleId } = request.params;
    const box = await changeVideoBox(app.db, actor, projectId, 'edit', async (trx) => {
      const removed = await trx
        .deleteFrom('project_subtitles')
        .where('id', '=', subtitleId)
        .where('project_id', '=', projectId)
        .returning(['platform', 'file_id'])
        .executeTakeFirst();
      if (!removed) throw new NotFoundError(SUBTITLE_NOT_FOUND);
      await logProjectEvent(trx, {
        projectId,
        userId: actor.id,
        action: 'subtitle-deleted',
        details: { platform: removed.platform, fileId: removed.file_id },
      });
    });
    return { message: SUBTITLE_DELETED, videoBox: box };
  });

  app.post('/:id/social-media-video/file', { schema: AttachVideoFileSchema }, async (request) => {
    const actor = currentUser(request);
    const { fileId, platform } = request.body;
    const projectId = request.params.id;
    const box = await discardingRefused(app, () =>
      changeVideoBox(app.db, actor, projectId, 'edit', async (trx) => {
        const file = await ownUpload(trx, actor, fileId);
        if (!file.mime.startsWith('video/'))
          throw new RefusedFile(file, 'file: upload a video file (such as .mp4, .mov or .webm)');
        await upsertVideo(trx, { projectId, platform, userId: actor.id, fileId: file.id });
        await logProjectEvent(trx, { projectId, userId: actor.id, action: 'video-uploaded', details: { platform, fileId } });
      }),
    );
    return { message: VIDEO_FILE_UPLOADED, videoBox: box };
  });

  app.get('/:id/social-media-video/:videoId/download', { schema: DownloadVideoSchema }, async (request) => {
    const actor = currentUser(request);
    await judge(app.db, actor, request.params.id, 'read');
    const video = await app.db
      .selectFrom('project_videos as v')
      .innerJoin('files as f', 'f.id', 'v.file_id')
      .select(['f.id', 'f.name'])
      .where('v.id', '=', request.params.videoId)
      .where('v.project_id', '=', request.params.id)
      .executeTakeFirst();
    if (!video) throw new NotFoundError('This video has no uploaded file');
    return { url: signedDownloadUrl(app.config.fileUrlSecret, video.id, video.name) };
  });
};

export default videoRoutes;
