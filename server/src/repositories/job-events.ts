// Job deliverables (issue 9): the kept history of a job's submissions and reviews, and which jobs a stored file
// was submitted in (for the download check). A history is two queries however long it is (events, then all
// their files), never a query per event.
import { sql, type Kysely } from 'kysely';
import type { Database, JobEventKind, StoredFile } from '../db/types';
import type { DeliverableTarget } from '../policies';

export interface JobEventRow {
  id: string;
  kind: JobEventKind;
  round: number;
  note: string;
  actor_id: string | null;
  actor_name: string | null;
  actor_picture: string | null;
  claimant_id: string | null;
  created_at: Date;
  files: StoredFile[];
}

/** The job's latest submission round (0 before the first). Call under the job's row lock. */
export async function latestRound(db: Kysely<Database>, jobId: string): Promise<number> {
  const row = await db
    .selectFrom('job_events')
    .select(sql<number>`coalesce(max(round), 0)::int`.as('round'))
    .where('job_id', '=', jobId)
    .where('kind', '=', 'submit')
    .executeTakeFirstOrThrow();
  return row.round;
}

export interface NewJobEvent {
  jobId: string;
  kind: JobEventKind;
  round: number;
  note: string;
  actorId: string;
  claimantId: string | null;
  fileIds?: readonly string[];
}

export async function insertJobEvent(db: Kysely<Database>, event: NewJobEvent): Promise<string> {
  const { id } = await db
    .insertInto('job_events')
    .values({
      job_id: event.jobId,
      kind: event.kind,
      round: event.round,
      note: event.note,
      actor_id: event.actorId,
      claimant_id: event.claimantId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const fileIds = event.fileIds ?? [];
  if (fileIds.length > 0) {
    await db
      .insertInto('job_event_files')
      .values(fileIds.map((fileId, position) => ({ event_id: id, file_id: fileId, position })))
      .execute();
  }
  return id;
}

/** The ids among `ids` that `userId` uploaded. */
export async function filesUploadedBy(db: Kysely<Database>, ids: readonly string[], userId: string): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('files').select('id').where('id', 'in', ids).where('created_by', '=', userId).execute();
  return rows.map((row) => row.id);
}

/** The job's history, oldest first (the caller keeps the events the deliverable policy lets the reader see). */
export async function listJobEvents(db: Kysely<Database>, jobId: string): Promise<JobEventRow[]> {
  const events = await db
    .selectFrom('job_events as e')
    .leftJoin('users as u', 'u.id', 'e.actor_id')
    .select([
      'e.id',
      'e.kind',
      'e.round',
      'e.note',
      'e.actor_id',
      'u.name as actor_name',
      'u.picture as actor_picture',
      'e.claimant_id',
      'e.created_at',
    ])
    .where('e.job_id', '=', jobId)
    .orderBy('e.created_at')
    .orderBy('e.round')
    .orderBy('e.id')
    .execute();
  if (events.length === 0) return [];
  const files = await db
    .selectFrom('job_event_files as ef')
    .innerJoin('files as f', 'f.id', 'ef.file_id')
    .select(['ef.event_id', 'f.id', 'f.name', 'f.ext', 'f.size'])
    .where(
      'ef.event_id',
      'in',
      events.map((event) => event.id),
    )
    .orderBy('ef.event_id')
    .orderBy('ef.position')
    .execute();
  return events.map((event) => ({
    ...event,
    files: files
      .filter((file) => file.event_id === event.id)
      .map((file) => ({ id: file.id, name: file.name, ext: file.ext, size: Number(file.size) })),
  }));
}

/** The job rounds a stored file was submitted in, with the facts the deliverable policy judges. */
export async function findFileDeliverables(db: Kysely<Database>, fileId: string): Promise<DeliverableTarget[]> {
  const rows = await db
    .selectFrom('job_event_files as ef')
    .innerJoin('job_events as e', 'e.id', 'ef.event_id')
    .innerJoin('jobs', 'jobs.id', 'e.job_id')
    .select([
      'jobs.job_type',
      'jobs.status',
      'jobs.staff',
      'jobs.claimed_by',
      'e.claimant_id',
      sql<string[]>`array(select pc.user_id::text from project_collaborators pc where pc.project_id = jobs.project_id)`.as(
        'project_collaborator_ids',
      ),
    ])
    .where('ef.file_id', '=', fileId)
    .execute();
  return rows.map((row) => ({
    claimantId: row.claimant_id,
    job: {
      jobType: row.job_type,
      status: row.status,
      staff: row.staff,
      claimedBy: row.claimed_by,
      projectCollaboratorIds: row.project_collaborator_ids,
    },
  }));
}
