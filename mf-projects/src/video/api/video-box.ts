/**
 * The video box's calls (server/src/schemas/video.ts): GET /api/projects/{id}/social-media-video; POST
 * …/social-media-video/embed and …/update-video-url `{ videoUrl, platform }`; POST …/social-media-video/subtitle and
 * …/social-media-video/file `{ fileId, platform }` (an upload made first with POST /api/files/upload); GET
 * …/social-media-video/{videoId}/download (a signed link); DELETE …/social-media-video/subtitle/{subtitleId}. Each
 * change answers `{ message, videoBox }`.
 */
import { api, apiKey, browserNavigation, useApi, type ApiSchemas } from 'shared-api';

export type VideoBoxData = ApiSchemas['VideoBox'];
export type VideoPlatform = ApiSchemas['VideoPlatform'];
export type ProjectVideo = ApiSchemas['ProjectVideo'];
export type ProjectSubtitle = ApiSchemas['ProjectSubtitle'];
export type VideoBoxAnswer = { videoBox: VideoBoxData };
export type VideoChange = { message: string; videoBox: VideoBoxData };

export const VIDEO_PLATFORMS: readonly VideoPlatform[] = ['pr', 'yt', 'fb'];

const boxPath = (projectId: string) => `/api/projects/${projectId}/social-media-video`;
export const videoBoxKey = (projectId: string) => apiKey(boxPath(projectId));

export const useVideoBox = (projectId: string) => useApi<VideoBoxAnswer>(boxPath(projectId), undefined, { silent: true });

/** Embed (new video, editors) or update the URL (vrd too): the server rebuilds the embed address. */
export const setVideoUrl = (projectId: string, how: 'embed' | 'update', body: { videoUrl: string; platform: VideoPlatform }) =>
  api.post<VideoChange>(how === 'embed' ? `${boxPath(projectId)}/embed` : `/api/projects/${projectId}/update-video-url`, body, {
    silent: true,
  });

export const attachVideoFile = (
  projectId: string,
  kind: 'subtitle' | 'file',
  body: { fileId: string; platform: VideoPlatform },
) => api.post<VideoChange>(`${boxPath(projectId)}/${kind}`, body, { silent: true });

/** Removes one subtitle file from its platform (the same people as upload it). */
export const deleteSubtitle = (projectId: string, subtitleId: string) =>
  api.del<VideoChange>(`${boxPath(projectId)}/subtitle/${subtitleId}`, { silent: true });

export async function downloadVideo(projectId: string, videoId: string): Promise<void> {
  const { url } = await api.get<{ url: string }>(`${boxPath(projectId)}/${videoId}/download`);
  browserNavigation.assign(url);
}
