// Stored files and what they are attached to. Records keep their files as JSON arrays of `{ id, name, ext, size }`
// (jobs, payments, posts; GIN-indexed since 0011, so finding a file's records reads the index, not the tables),
// project docs by `file_id`, and profile pictures by `users.picture`; docs (`blogposts`) keep theirs like posts.
import { sql, type Kysely } from 'kysely';
import type { Database, FileRow } from '../db/types';
import type { FileAttachment, FileTarget, JobTarget } from '../policies';
import { findFileDeliverables } from './job-events';
import { findProjectFacts, projectTarget } from './projects';
import { findFileComments } from './comments';
import { findFileConversations } from './messages';
import { POST_TARGET_COLUMNS, postTargetOf } from './posts';

export type FileAccess = Pick<FileRow, 'id' | 'name' | 'created_by' | 'variants'> & { target: FileTarget };

const holding = (id: string) => sql`${JSON.stringify([{ id }])}::jsonb`;

/** A stored file with every record it is attached to, as the file policy judges it; undefined when unknown. */
export async function findFileAccess(db: Kysely<Database>, id: string): Promise<FileAccess | undefined> {
  const file = await db
    .selectFrom('files')
    .select(['id', 'name', 'created_by', 'variants'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!file) return undefined;
  const [
    payments,
    jobs,
    docs,
    posts,
    pictures,
    deliverables,
    scenes,
    videos,
    resources,
    covers,
    blogposts,
    comments,
    conversations,
  ] = await Promise.all([
    db
      .selectFrom('payments')
      .select('user_id')
      .where(sql<boolean>`files @> ${holding(id)}`)
      .execute(),
    db
      .selectFrom('jobs')
      .select([
        'job_type',
        'status',
        'staff',
        'claimed_by',
        sql<string[]>`array(select pc.user_id::text from project_collaborators pc where pc.project_id = jobs.project_id)`.as(
          'collaborator_ids',
        ),
      ])
      .where(sql<boolean>`files @> ${holding(id)}`)
      .execute(),
    db.selectFrom('project_docs').select('project_id').where('file_id', '=', id).execute(),
    db
      .selectFrom('posts')
      .innerJoin('feeds', 'feeds.id', 'posts.feed_id')
      .select(POST_TARGET_COLUMNS)
      .where(sql<boolean>`posts.files @> ${holding(id)}`)
      .execute(),
    db.selectFrom('users').select('id').where('picture', '=', id).limit(1).execute(),
    findFileDeliverables(db, id),
    db
      .selectFrom('scenes')
      .select('project_id')
      .where((eb) =>
        eb.or([
          eb('image_file_id', '=', id),
          eb('sketch_file_id', '=', id),
          // A storyboard frame is the scene's picture too: read by who reads the scenes, not only its uploader.
          sql<boolean>`board_frames @> ${JSON.stringify([id])}::jsonb`,
        ]),
      )
      .union(db.selectFrom('scene_versions').select('project_id').where('image_file_id', '=', id))
      .execute(),
    db
      .selectFrom('project_videos')
      .select('project_id')
      .where('file_id', '=', id)
      .union(db.selectFrom('project_subtitles').select('project_id').where('file_id', '=', id))
      .execute(),
    db.selectFrom('resources').select('created_by').where('file_id', '=', id).execute(),
    db
      .selectFrom('social_covers')
      .select('project_id')
      .where('file_id', '=', id)
      .union(db.selectFrom('social_cover_versions').select('project_id').where('file_id', '=', id))
      .execute(),
    db
      .selectFrom('blogposts')
      .select('id')
      .where(sql<boolean>`files @> ${holding(id)}`)
      .limit(1)
      .execute(),
    findFileComments(db, id),
    findFileConversations(db, id),
  ]);
  const projectsOf = async (rows: ReadonlyArray<{ project_id: string }>) =>
    (await Promise.all(rows.map((row) => findProjectFacts(db, row.project_id)))).filter((project) => project !== undefined);
  const [docProjects, sceneProjects, videoProjects, coverProjects] = await Promise.all([
    projectsOf(docs),
    projectsOf(scenes),
    projectsOf(videos),
    projectsOf(covers),
  ]);
  const attachments: FileAttachment[] = [
    ...payments.map((payment): FileAttachment => ({ kind: 'payment', payment: { userId: payment.user_id } })),
    ...jobs.map((job): FileAttachment => {
      const target: JobTarget = {
        jobType: job.job_type,
        status: job.status,
        staff: job.staff,
        claimedBy: job.claimed_by,
        projectCollaboratorIds: job.collaborator_ids,
      };
      return { kind: 'job', job: target };
    }),
    ...docProjects.map((project): FileAttachment => ({ kind: 'projectDoc', project: projectTarget(project) })),
    ...posts.map((post): FileAttachment => ({ kind: 'post', post: postTargetOf(post) })),
    ...pictures.map((): FileAttachment => ({ kind: 'picture' })),
    ...deliverables.map((deliverable): FileAttachment => ({ kind: 'deliverable', deliverable })),
    ...sceneProjects.map((project): FileAttachment => ({ kind: 'scene', project: projectTarget(project) })),
    ...videoProjects.map((project): FileAttachment => ({ kind: 'video', project: projectTarget(project) })),
    ...resources.map((resource): FileAttachment => ({ kind: 'resource', resource: { createdBy: resource.created_by } })),
    ...coverProjects.map((project): FileAttachment => ({ kind: 'cover', project: projectTarget(project) })),
    ...blogposts.map((): FileAttachment => ({ kind: 'blogpost' })),
    ...comments.map((comment): FileAttachment => ({ kind: 'comment', comment })),
    ...conversations.map((conversation): FileAttachment => ({ kind: 'message', conversation })),
  ];
  const inPublicView = await shownByPublicView(db, id);
  return { ...file, target: { createdBy: file.created_by, attachments, inPublicView } };
}

/** Whether a published project's public view shows the file: a scene's image, sketch or frame, or a chosen cover. */
async function shownByPublicView(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('scenes')
    .innerJoin('projects', 'projects.id', 'scenes.project_id')
    .select('scenes.id')
    .where('projects.published', '=', true)
    .where((eb) =>
      eb.or([
        eb('scenes.image_file_id', '=', id),
        eb('scenes.sketch_file_id', '=', id),
        sql<boolean>`scenes.board_frames @> ${JSON.stringify([id])}::jsonb`,
      ]),
    )
    .union(
      db
        .selectFrom('social_covers')
        .innerJoin('projects', 'projects.id', 'social_covers.project_id')
        .select('social_covers.id')
        .where('projects.published', '=', true)
        .where('social_covers.file_id', '=', id)
        .where((eb) =>
          eb.or([eb('social_covers.fb', '=', true), eb('social_covers.yt', '=', true), eb('social_covers.pr', '=', true)]),
        ),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Uploads one user holds in all (bytes), and how many; the upload quota's measure. */
export async function uploadedBy(db: Kysely<Database>, userId: string, since: Date): Promise<{ bytes: number; count: number }> {
  const row = await db
    .selectFrom('files')
    .select([sql<string>`coalesce(sum(size), 0)`.as('bytes'), sql<string>`count(*)`.as('count')])
    .where('created_by', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return { bytes: Number(row.bytes), count: Number(row.count) };
}

/** A stored upload by id (undefined when unknown): what a route needs to judge it, attach it or discard it. */
export async function findUpload(db: Kysely<Database>, id: string): Promise<FileRow | undefined> {
  return db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Forgets an upload's record (its bytes are the storage's to delete). */
export async function deleteUploadRecord(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('files').where('id', '=', id).execute();
}

export function findFileRow(db: Kysely<Database>, id: string) {
  return db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
}
