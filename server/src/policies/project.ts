// Projects: admins and staff see all; freelancers see projects they collaborate on, hold a job in,
// or could claim an open job in; clients see only projects they collaborate on.
import { sql, type RawBuilder } from 'kysely';
import { allow } from './engine';
import { isAdmin, isContributor, isPm, isProjectPm, isStaff, type Actor } from './actor';
import { claimableJobSql, mayClaim } from './job';

allow('project', 'read', (actor, project) => {
  if (isAdmin(actor) || isStaff(actor)) return true;
  if (project.collaboratorIds.includes(actor.id)) return true;
  return actor.level === 'freelancer' && project.jobs.some((job) => job.claimedBy === actor.id || mayClaim(actor, job));
});
allow('project', 'manage', (actor, project) => isProjectPm(actor, project.collaboratorIds));
/** Jobs, costs, levels and PM logs: contributors only, never clients. */
allow('project', 'seeInternals', (actor) => isContributor(actor));
/** Jobs are created inside a project by its PMs (collaborators holding the role, and admins). */
allow('project', 'createJob', (actor, project) => isProjectPm(actor, project.collaboratorIds));
/** Job stats (count and cost) are for admins. */
allow('project', 'seeCost', (actor) => isAdmin(actor));

allow('studio', ['listProjects', 'createProject'], () => true);
/** "Add to My Projects" is offered to PMs. */
allow('studio', 'addToMyProjects', (actor) => isPm(actor));

/** SQL twin of `read` over the `projects` table (unaliased), for list queries. */
export function readableProjectsSql(actor: Actor): RawBuilder<boolean> {
  if (isAdmin(actor) || isStaff(actor)) return sql<boolean>`true`;
  const collaborates = sql<boolean>`exists (select 1 from project_collaborators pc where pc.project_id = projects.id and pc.user_id = ${actor.id})`;
  if (actor.level !== 'freelancer') return collaborates;
  return sql<boolean>`(${collaborates} or exists (select 1 from jobs where jobs.project_id = projects.id
    and (jobs.claimed_by = ${actor.id} or ${claimableJobSql(actor)})))`;
}
