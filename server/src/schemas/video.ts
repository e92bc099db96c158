// The video box of a project's page (issue 10): a video per platform (embed URL and/or an uploaded file) and the
// subtitle files per platform, with what the caller may do there.
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, nullable, ref, responses, StoredFile, stringEnum } from './common';

export const VIDEO_PLATFORMS = ['pr', 'yt', 'fb'] as const;
export const VideoPlatform = stringEnum(VIDEO_PLATFORMS, { $id: 'VideoPlatform', title: 'VideoPlatform' });

/** The project statuses in which the video box is active (spec doc 2 section 4). */
export const VIDEO_ACTIVE_STATUSES = ['production', 'finalizing', 'ready', 'launched'] as const;

export const VIDEO_EMBEDDED = 'Video embedded';
export const VIDEO_URL_UPDATED = 'Updated video url';
export const SUBTITLE_UPLOADED = 'Subtitle uploaded';
export const SUBTITLE_DELETED = 'Subtitle deleted';
export const SUBTITLE_NOT_FOUND = 'Subtitle not found';
export const VIDEO_FILE_UPLOADED = 'Video uploaded';
export const VIDEO_NOT_ACTIVE = 'The video box is active only in production, finalizing, ready and launched';
export const BAD_VIDEO_URL = 'videoUrl: enter a YouTube or Facebook video address (https://…)';
export const videoUrlWrongProvider = (platform: string) =>
  `videoUrl: the ${platform === 'yt' ? 'YouTube' : 'Facebook'} tab takes only ${platform === 'yt' ? 'YouTube' : 'Facebook'} videos`;
export const VIDEO_URL_MAX = 2000;

export const ProjectVideo = Type.Object(
  {
    _id: Id,
    platform: ref(VideoPlatform),
    /** The provider's embed address (rebuilt by the server); null when only a file was uploaded. */
    url: nullable(Type.String()),
    /** The uploaded video file (download through GET …/social-media-video/{videoId}/download). */
    file: nullable(ref(StoredFile)),
    updated: DateTime,
  },
  { $id: 'ProjectVideo', title: 'ProjectVideo' },
);

export const ProjectSubtitle = Type.Object(
  { _id: Id, platform: ref(VideoPlatform), name: Type.String(), file: ref(StoredFile), created: DateTime },
  { $id: 'ProjectSubtitle', title: 'ProjectSubtitle' },
);

export const VideoBox = Type.Object(
  {
    /** Whether the project's status lets the box change (production, finalizing, ready, launched). */
    active: Type.Boolean(),
    /** Embed, upload video and subtitle files (PMs, cover-image-design on the project). */
    canEdit: Type.Boolean(),
    /** Update the video URL (those, plus vrd and admins). */
    canSetUrl: Type.Boolean(),
    videos: Type.Array(ref(ProjectVideo)),
    subtitles: Type.Array(ref(ProjectSubtitle)),
  },
  { $id: 'VideoBox', title: 'VideoBox' },
);
export type VideoBoxJson = Static<typeof VideoBox>;

export const VIDEO_NAMED_SCHEMAS = [VideoPlatform, ProjectVideo, ProjectSubtitle, VideoBox];

const Params = Type.Object({ id: Id });
const BoxAnswer = Type.Object({ message: Type.String(), videoBox: ref(VideoBox) });
const UrlBody = Type.Object({
  videoUrl: Type.String({ minLength: 1, maxLength: VIDEO_URL_MAX }),
  platform: ref(VideoPlatform),
});
const urlRules =
  "Only YouTube and Facebook video addresses (the YouTube tab only YouTube, the Facebook tab only Facebook); the server rebuilds the provider's embed address from the video id and stores that, never the address as given. 409 unless the project is in production, finalizing, ready or launched.";

export const GetVideoBoxSchema = {
  operationId: 'getProjectVideoBox',
  tags: ['projects'],
  summary: "The project's video box: videos and subtitles per platform (whoever reads the project)",
  params: Params,
  response: responses({ 200: Type.Object({ videoBox: ref(VideoBox) }) }),
};

export const EmbedVideoSchema = {
  operationId: 'embedProjectVideo',
  tags: ['projects'],
  summary: 'Embeds a video by URL on a platform (PMs, cover-image-design)',
  description: urlRules,
  params: Params,
  body: UrlBody,
  response: responses({ 200: BoxAnswer }),
};

export const UpdateVideoUrlSchema = {
  operationId: 'updateProjectVideoUrl',
  tags: ['projects'],
  summary: "Updates a platform's video URL (PMs, cover-image-design, vrd, admins)",
  description: urlRules,
  params: Params,
  body: UrlBody,
  response: responses({ 200: BoxAnswer }),
};

export const UploadSubtitleSchema = {
  operationId: 'uploadProjectSubtitle',
  tags: ['projects'],
  summary: "Attaches a subtitle file (.srt or .vtt, the caller's own upload) to a platform (PMs, cover-image-design)",
  description:
    "`fileId` is the caller's own upload (`POST /api/files/upload`); it must be a SubRip (.srt, with cue timings) or WebVTT (.vtt, starting WEBVTT) text file (415 otherwise). 409 unless the video box is active.",
  params: Params,
  body: Type.Object({ fileId: Id, platform: ref(VideoPlatform) }),
  response: responses({ 200: BoxAnswer }),
};

export const DeleteSubtitleSchema = {
  operationId: 'deleteProjectSubtitle',
  tags: ['projects'],
  summary: 'Removes a subtitle file from its platform (PMs, cover-image-design)',
  description:
    "Removes only that subtitle (404 when the project has no such subtitle); the project's other subtitles and videos stay. 409 unless the video box is active.",
  params: Type.Object({ id: Id, subtitleId: Id }),
  response: responses({ 200: BoxAnswer }),
};

export const AttachVideoFileSchema = {
  operationId: 'attachProjectVideoFile',
  tags: ['projects'],
  summary: "Attaches an uploaded video file (the caller's own) to a platform (PMs, cover-image-design)",
  description: "`fileId` is the caller's own upload of a video file (415 otherwise). 409 unless the video box is active.",
  params: Params,
  body: Type.Object({ fileId: Id, platform: ref(VideoPlatform) }),
  response: responses({ 200: BoxAnswer }),
};

export const DownloadVideoSchema = {
  operationId: 'downloadProjectVideo',
  tags: ['projects'],
  summary: "A signed download link of a platform's uploaded video file (whoever reads the project)",
  params: Type.Object({ id: Id, videoId: Id }),
  response: responses({ 200: Type.Object({ url: Type.String() }) }),
};
