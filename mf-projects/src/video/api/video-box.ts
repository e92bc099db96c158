/**
 * The video box's calls (server/src/schemas/video.ts): GET /api/projects/{id}/social-media-video; POST
 * …/social-media-video/embed and …/update-video-url `{ videoUrl, platform }`; POST …/social-media-video/subtitle and
 * …/social-media-video/file `{ fileId, platform }` (an upload made first with POST /api/files/upload); GET
 * …/social-media-video/{videoId}/download (a signed link); DELETE …/social-media-video/subtitle/{subtitleId}. Each
 * change answers `{ message, videoBox }`.
 */
import { api, apiKey, browserNavigation, useApi, type ApiResponse, type ApiSchemas } from 'shared-api';

export type VideoBoxData = ApiSchemas['VideoBox'];
export type VideoPlatform = ApiSchemas['VideoPlatform'];
export type ProjectVideo = ApiSchemas['ProjectVideo'];
export type ProjectSubtitle = ApiSchemas['ProjectSubtitle'];
export type VideoBoxAnswer = ApiResponse<'/api/projects/{id}/social-media-video', 'get'>;
export type VideoChange = ApiResponse<'/api/projects/{id}/social-media-video/embed', 'post'>;

export const VIDEO_PLATFORMS: readonly VideoPlatform[] = ['pr', 'yt', 'fb'];

const BOX_PATH = '/api/projects/{id}/social-media-video' as const;
const ofProject = (projectId: string) => ({ params: { id: projectId } });
export const videoBoxKey = (projectId: string) => apiKey(BOX_PATH, ofProject(projectId));

export const useVideoBox = (projectId: string) => useApi(BOX_PATH, ofProject(projectId), { silent: true });

/** Embed (new video, editors) or update the URL (vrd too): the server rebuilds the embed address. */
export const setVideoUrl = (projectId: string, how: 'embed' | 'update', body: { videoUrl: string; platform: VideoPlatform }) =>
  how === 'embed'
    ? api.post(`${BOX_PATH}/embed`, { ...ofProject(projectId), body }, { silent: true })
    : api.post('/api/projects/{id}/update-video-url', { ...ofProject(projectId), body }, { silent: true });

export const attachVideoFile = (
  projectId: string,
  kind: 'subtitle' | 'file',
  body: { fileId: string; platform: VideoPlatform },
) =>
  kind === 'subtitle'
    ? api.post(`${BOX_PATH}/subtitle`, { ...ofProject(projectId), body }, { silent: true })
    : api.post(`${BOX_PATH}/file`, { ...ofProject(projectId), body }, { silent: true });

/** Removes one subtitle file from its platform (the same people as upload it). */
export const deleteSubtitle = (projectId: string, subtitleId: string) =>
  api.del(`${BOX_PATH}/subtitle/{subtitleId}`, { params: { id: projectId, subtitleId } }, { silent: true });

export async function downloadVideo(projectId: string, videoId: string): Promise<void> {
  const { url } = await api.get(`${BOX_PATH}/{videoId}/download`, { params: { id: projectId, videoId } });
  browserNavigation.assign(url);
}
