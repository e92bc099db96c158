// A project's videos (one per platform) and subtitle files, with their stored files.
import type { Kysely } from 'kysely';
import type { Database, VideoPlatform } from '../db/types';

export interface VideoRow {
  id: string;
  platform: VideoPlatform;
  url: string | null;
  updated_at: Date;
  file_id: string | null;
  file_name: string | null;
  file_ext: string | null;
  file_size: number | null;
}

export interface SubtitleRow {
  id: string;
  platform: VideoPlatform;
  name: string;
  created_at: Date;
  file_id: string;
  file_name: string;
  file_ext: string;
  file_size: number;
}

export async function findVideos(db: Kysely<Database>, projectId: string): Promise<VideoRow[]> {
  return db
    .selectFrom('project_videos as v')
    .leftJoin('files as f', 'f.id', 'v.file_id')
    .select([
      'v.id',
      'v.platform',
      'v.url',
      'v.updated_at',
      'v.file_id',
      'f.name as file_name',
      'f.ext as file_ext',
      'f.size as file_size',
    ])
    .where('v.project_id', '=', projectId)
    .orderBy('v.platform')
    .execute();
}

export async function findSubtitles(db: Kysely<Database>, projectId: string): Promise<SubtitleRow[]> {
  return db
    .selectFrom('project_subtitles as s')
    .innerJoin('files as f', 'f.id', 's.file_id')
    .select([
      's.id',
      's.platform',
      's.name',
      's.created_at',
      's.file_id',
      'f.name as file_name',
      'f.ext as file_ext',
      'f.size as file_size',
    ])
    .where('s.project_id', '=', projectId)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}

/** Sets the platform's video fields (the row is made on first use: one video per platform). */
export async function upsertVideo(
  db: Kysely<Database>,
  input: { projectId: string; platform: VideoPlatform; userId: string } & ({ url: string } | { fileId: string }),
): Promise<void> {
  const set = 'url' in input ? { url: input.url } : { file_id: input.fileId };
  await db
    .insertInto('project_videos')
    .values({ project_id: input.projectId, platform: input.platform, updated_by: input.userId, ...set })
    .onConflict((oc) =>
      oc.columns(['project_id', 'platform']).doUpdateSet({ ...set, updated_by: input.userId, updated_at: new Date() }),
    )
    .execute();
}

/** Adds a subtitle file for the platform. */
export async function insertSubtitle(
  db: Kysely<Database>,
  input: { projectId: string; platform: VideoPlatform; fileId: string; name: string; userId: string },
): Promise<void> {
  await db
    .insertInto('project_subtitles')
    .values({
      project_id: input.projectId,
      platform: input.platform,
      file_id: input.fileId,
      name: input.name,
      created_by: input.userId,
    })
    .execute();
}

/** Removes the project's subtitle; answers what it was (undefined when the project has no such subtitle). */
export async function deleteSubtitle(
  db: Kysely<Database>,
  projectId: string,
  subtitleId: string,
): Promise<{ platform: VideoPlatform; file_id: string } | undefined> {
  return db
    .deleteFrom('project_subtitles')
    .where('id', '=', subtitleId)
    .where('project_id', '=', projectId)
    .returning(['platform', 'file_id'])
    .executeTakeFirst();
}

/** The uploaded file of the project's video (undefined when the video has none). */
export async function findVideoFile(
  db: Kysely<Database>,
  projectId: string,
  videoId: string,
): Promise<{ id: string; name: string } | undefined> {
  return db
    .selectFrom('project_videos as v')
    .innerJoin('files as f', 'f.id', 'v.file_id')
    .select(['f.id', 'f.name'])
    .where('v.id', '=', videoId)
    .where('v.project_id', '=', projectId)
    .executeTakeFirst();
}
