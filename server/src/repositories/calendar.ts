// The studio calendar's reads (issue 24): launches by planned day (project_launch_dates_on_idx) and jobs by due
// date (jobs_due_at_idx), each limited to the projects the caller manages (admins: all), trashed ones left out.
import { sql, type Kysely } from 'kysely';
import type { Database, JobStatus, ProjectStatus } from '../db/types';
import { actorIsProjectPmSql, type Actor } from '../policies/actor';

export interface CalendarLaunchRow {
  project_id: string;
  title: string;
  status: ProjectStatus;
  platform: 'fb' | 'yt';
  date: string;
}

export interface CalendarJobRow {
  id: string;
  project_id: string;
  project_title: string;
  job_type: string;
  title: string;
  status: JobStatus;
  due_at: Date;
}

export async function calendarLaunches(
  db: Kysely<Database>,
  actor: Actor,
  range: { from: string; to: string },
  limit: number,
): Promise<CalendarLaunchRow[]> {
  return db
    .selectFrom('project_launch_dates as launch')
    .innerJoin('projects', 'projects.id', 'launch.project_id')
    .select(['launch.project_id', 'projects.title', 'projects.status', 'launch.platform'])
    .select(sql<string>`to_char(launch.planned_on, 'YYYY-MM-DD')`.as('date'))
    .where('launch.planned_on', '>=', range.from)
    .where('launch.planned_on', '<=', range.to)
    .where('projects.status', '<>', 'trash')
    .where(actorIsProjectPmSql(actor, 'launch.project_id'))
    .orderBy('launch.planned_on')
    .orderBy('projects.title')
    .orderBy('launch.platform')
    .limit(limit)
    .execute();
}

export async function calendarJobs(
  db: Kysely<Database>,
  actor: Actor,
  range: { from: Date; to: Date },
  limit: number,
): Promise<CalendarJobRow[]> {
  return db
    .selectFrom('jobs')
    .innerJoin('projects', 'projects.id', 'jobs.project_id')
    .select(['jobs.id', 'jobs.project_id', 'projects.title as project_title', 'jobs.job_type', 'jobs.title', 'jobs.status'])
    .select(sql<Date>`jobs.due_at`.as('due_at'))
    .where(sql<boolean>`jobs.due_at is not null`)
    .where('jobs.due_at', '>=', range.from)
    .where('jobs.due_at', '<', range.to)
    .where('projects.status', '<>', 'trash')
    .where(actorIsProjectPmSql(actor, 'jobs.project_id'))
    .orderBy('jobs.due_at')
    .orderBy('jobs.id')
    .limit(limit)
    .execute();
}
