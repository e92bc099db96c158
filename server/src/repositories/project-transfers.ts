// Transfers of a project to another installation (DECISIONS "Projects"): what this side sent where, and the
// projects this side made from what others sent.
import type { Insertable, Kysely } from 'kysely';
import type { Database, ProjectsTable } from '../db/types';

/** Records (or updates) the URL of the copy `target` made of the project. */
export async function recordProjectTransfer(
  trx: Kysely<Database>,
  input: { projectId: string; target: string; url: string; userId: string },
): Promise<void> {
  const { projectId, target, url, userId } = input;
  await trx
    .insertInto('project_transfers')
    .values({ project_id: projectId, target, url, user_id: userId })
    .onConflict((oc) => oc.columns(['project_id', 'target']).doUpdateSet({ url }))
    .execute();
}

/** A transferred scene: its text, and its image (an upload of this site) with its numbered markers. */
export interface TransferredScene {
  text: string;
  imageFileId: string | null;
  numbers: Record<string, { x: number; y: number }>;
}

/**
 * Makes the project sent from `transferred_from` with its scenes in order; answers its id, or undefined when a project
 * from that source exists already (a retry, or two at once).
 */
export async function insertTransferredProject(
  trx: Kysely<Database>,
  values: Insertable<ProjectsTable> & { transferred_from: string },
  scenes: readonly TransferredScene[],
): Promise<string | undefined> {
  const inserted = await trx
    .insertInto('projects')
    .values(values)
    .onConflict((oc) => oc.column('transferred_from').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return undefined;
  const now = new Date();
  for (const [position, scene] of scenes.entries()) {
    await trx
      .insertInto('scenes')
      .values({
        project_id: inserted.id,
        position,
        text: scene.text,
        image_file_id: scene.imageFileId,
        image_at: scene.imageFileId ? now : null,
        numbers: JSON.stringify(scene.imageFileId ? scene.numbers : {}),
      })
      .execute();
  }
  return inserted.id;
}

type Chosen = Record<'fb' | 'yt' | 'pr', boolean>;

/**
 * The transferred project's covers (each with its first version, by nobody of this site) and titles, in order, chosen
 * for the platforms the sender chose them for.
 */
export async function insertTransferredMedia(
  trx: Kysely<Database>,
  projectId: string,
  covers: ReadonlyArray<{ fileId: string } & Chosen>,
  titles: ReadonlyArray<{ text: string; fbDemon: boolean; ytDemon: boolean } & Chosen>,
): Promise<void> {
  for (const [position, cover] of covers.entries()) {
    const { id } = await trx
      .insertInto('social_covers')
      .values({ project_id: projectId, file_id: cover.fileId, fb: cover.fb, yt: cover.yt, pr: cover.pr, position })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('social_cover_versions')
      .values({ cover_id: id, project_id: projectId, file_id: cover.fileId, user_id: null, user_name: '' })
      .execute();
  }
  for (const [position, title] of titles.entries()) {
    await trx
      .insertInto('social_titles')
      .values({
        project_id: projectId,
        text: title.text,
        fb: title.fb,
        yt: title.yt,
        pr: title.pr,
        fb_demon: title.fbDemon,
        yt_demon: title.ytDemon,
        position,
      })
      .execute();
  }
}

/** The stored files a transfer sends, by id: where their bytes are and what they are called. */
export function filesToSend(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('files').select(['id', 'name', 'ext', 'storage_key']).where('id', 'in', ids).execute();
}

/** The id of the project made from what `source` sent; undefined when none was. */
export async function projectTransferredFrom(db: Kysely<Database>, source: string): Promise<string | undefined> {
  const existing = await db.selectFrom('projects').select('id').where('transferred_from', '=', source).executeTakeFirst();
  return existing?.id;
}
