// Job queries. Visibility comes from the job policy's SQL twin, so a list never holds a job the
// caller may not read.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, JobsTable } from '../db/types';
import { readableJobsSql, type Actor } from '../policies';
import type { JobListStatus } from '../routes/api/jobs/schema';

export type JobWithRelations = Selectable<JobsTable> & {
  project_title: string;
  project_level: number;
  project_starred: boolean;
  project_collaborator_ids: string[];
  claimant_name: string | null;
  claimant_name_alias: string | null;
  claimant_picture: string | null;
  claimant_payment_info: string | null;
  staff_users: Array<{ _id: string; name: string }>;
};

export interface JobListFilter {
  status: JobListStatus;
  user: string;
  filter?: string;
  projectId?: string;
  skip: number;
  limit: number;
}

function selectJobs(db: Kysely<Database>) {
  return db
    .selectFrom('jobs')
    .innerJoin('projects', 'projects.id', 'jobs.project_id')
    .leftJoin('users as claimant', 'claimant.id', 'jobs.claimed_by')
    .selectAll('jobs')
    .select([
      'projects.title as project_title',
      'projects.level as project_level',
      'projects.starred as project_starred',
      'claimant.name as claimant_name',
      'claimant.name_alias as claimant_name_alias',
      'claimant.picture as claimant_picture',
      'claimant.payment_info as claimant_payment_info',
      sql<string[]>`array(select pc.user_id::text from project_collaborators pc where pc.project_id = jobs.project_id)`.as(
        'project_collaborator_ids',
      ),
      sql<Array<{ _id: string; name: string }>>`coalesce((select jsonb_agg(jsonb_build_object('_id', u.id, 'name', u.name) order by u.name)
        from users u where u.id = any(jobs.staff)), '[]'::jsonb)`.as('staff_users'),
    ]);
}

/** One page of the jobs the actor may read, important first, then newest; `hasMore` when another page exists. */
export async function listJobs(
  db: Kysely<Database>,
  actor: Actor,
  query: JobListFilter,
): Promise<{ jobs: JobWithRelations[]; hasMore: boolean }> {
  let q = selectJobs(db).where(readableJobsSql(actor));
  switch (query.status) {
    case 'my-jobs':
      q = q.where('jobs.claimed_by', '=', actor.id).where('jobs.status', '<>', 'completed');
      break;
    case 'incomplete':
      q = q.where('jobs.status', '<>', 'completed');
      break;
    case 'unpaid':
      q = q.where('jobs.status', '=', 'completed').where('jobs.paid_at', 'is', null);
      break;
    default:
      q = q.where('jobs.status', '=', query.status);
  }
  if (query.user !== 'everyone') q = q.where('jobs.claimed_by', '=', query.user);
  if (query.filter) q = q.where('jobs.job_type', '=', query.filter);
  if (query.projectId) q = q.where('jobs.project_id', '=', query.projectId);
  const rows = await q
    .orderBy('jobs.important', 'desc')
    .orderBy('jobs.created_at', 'desc')
    .orderBy('jobs.id', 'desc')
    .offset(query.skip)
    .limit(query.limit + 1)
    .execute();
  return { jobs: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
}

export async function findJob(db: Kysely<Database>, id: string): Promise<JobWithRelations | undefined> {
  return selectJobs(db).where('jobs.id', '=', id).executeTakeFirst();
}
