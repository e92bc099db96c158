// The video box (issue 10): a video per platform (pr, yt, fb), embedded by URL or uploaded as a file, and subtitle
// files per platform: `/api/projects/{id}/social-media-video…` and `/api/projects/{id}/update-video-url`. Who and
// when: services/video-box.ts (the video check, run by the one project executor). Embed URLs are parsed and rebuilt
// (domain/video-embed.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, FileRow, VideoPlatform } from '../../../../db/types';
import { embedVideo, isSubtitleText, PLATFORM_PROVIDERS, SUBTITLE_EXTENSIONS } from '../../../../domain/video-embed';
import { BadRequestError, NotFoundError } from '../../../../errors';
import type { Actor } from '../../../../policies';
import { findUpload } from '../../../../repositories/files';
import { logProjectEvent } from '../../../../repositories/project-logs';
import { projectTarget, updateProject, type ProjectFacts } from '../../../../repositories/projects';
import {
  deleteSubtitle,
  findSubtitles,
  findVideoFile,
  findVideos,
  insertSubtitle,
  upsertVideo,
} from '../../../../repositories/videos';
import { presentVideoBox } from '../../../../presenters/video';
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
  VIDEO_EMBEDDED,
  VIDEO_FILE_UPLOADED,
  VIDEO_URL_UPDATED,
  videoUrlWrongProvider,
  type VideoBoxJson,
} from '../../../../schemas/video';
import { loadSectionFor, withLockedSection } from '../../../../services/locked-project';
import { discardRefusedUpload, UnsupportedTypeError } from '../../../../services/uploads';
import { isActive, videoCheck, type VideoAction } from '../../../../services/video-box';
import { signedDownloadUrl } from '../../../../storage/signed-url';
import { detectType } from '../../../../storage/sniff';
import { currentUser } from '../../../current-user';

/** The largest subtitle file read whole for the text check. */
const SUBTITLE_MAX_BYTES = 5 * 1024 * 1024;

const UPLOAD_FIRST = 'fileId: upload the file first (it must be your own upload)';

/** The box as `actor` sees it. */
async function presentBox(db: Kysely<Database>, actor: Actor, project: ProjectFacts): Promise<VideoBoxJson> {
  const [videos, subtitles] = await Promise.all([findVideos(db, project.id), findSubtitles(db, project.id)]);
  return presentVideoBox(actor, projectTarget(project), isActive(project.status), videos, subtitles);
}

/** The video box as `actor` sees it (404 when they may not read the project). */
async function readVideoBox(db: Kysely<Database>, actor: Actor, id: string): Promise<VideoBoxJson> {
  return presentBox(db, actor, await loadSectionFor(db, actor, id, videoCheck('read')));
}

/** Runs `act` in the project executor with the video check; answers the box afterwards. */
function changeVideoBox(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  action: VideoAction,
  act: (trx: Kysely<Database>) => Promise<void>,
): Promise<VideoBoxJson> {
  return withLockedSection(db, actor, id, videoCheck(action), async (trx) => {
    await act(trx);
    await updateProject(trx, id);
    return readVideoBox(trx, actor, id);
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
    videoBox: await readVideoBox(app.db, currentUser(request), request.params.id),
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
        await insertSubtitle(trx, { projectId, platform, fileId: file.id, name: file.name, userId: actor.id });
        await logProjectEvent(trx, { projectId, userId: actor.id, action: 'subtitle-uploaded', details: { platform, fileId } });
      }),
    );
    return { message: SUBTITLE_UPLOADED, videoBox: box };
  });

  app.delete('/:id/social-media-video/subtitle/:subtitleId', { schema: DeleteSubtitleSchema }, async (request) => {
    const actor = currentUser(request);
    const { id: projectId, subtitleId } = request.params;
    const box = await changeVideoBox(app.db, actor, projectId, 'edit', async (trx) => {
      const removed = await deleteSubtitle(trx, projectId, subtitleId);
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
    await loadSectionFor(app.db, actor, request.params.id, videoCheck('read'));
    const video = await findVideoFile(app.db, request.params.id, request.params.videoId);
    if (!video) throw new NotFoundError('This video has no uploaded file');
    return { url: signedDownloadUrl(app.config.fileUrlSecret, video.id, video.name) };
  });
};

export default videoRoutes;
