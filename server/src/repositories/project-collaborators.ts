// A project's collaborators: who is on it (collaboration decides who reads a client's or freelancer's project), and
// the people added by e-mail. Writes run in the caller's transaction with the project's row locked.
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/types';

/** Puts the user on the project (once: a second add changes nothing). */
export async function addProjectCollaborator(trx: Kysely<Database>, projectId: string, userId: string): Promise<void> {
  await trx
    .insertInto('project_collaborators')
    .values({ project_id: projectId, user_id: userId })
    .onConflict((oc) => oc.columns(['project_id', 'user_id']).doNothing())
    .execute();
}

/** Takes the user off the project. */
export async function removeProjectCollaborator(trx: Kysely<Database>, projectId: string, userId: string): Promise<void> {
  await trx.deleteFrom('project_collaborators').where('project_id', '=', projectId).where('user_id', '=', userId).execute();
}

/** The e-mail of the user with this id (undefined when there is none). */
export async function userEmail(db: Kysely<Database>, userId: string): Promise<string | undefined> {
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  return user?.email;
}

/** The user with this e-mail, locked; an unknown address becomes a pending client (no password yet). */
export async function userForInvite(trx: Kysely<Database>, email: string): Promise<{ user: UserRow; created: boolean }> {
  // Two invitations of the same new address at once: one inserts, the other finds that row.
  const inserted = await trx
    .insertInto('users')
    .values({
      email,
      name: email.split('@')[0],
      // Invited from a project: a client until an admin says otherwise (a client reads only their projects).
      level: 'client',
      picture: null,
      password_hash: null,
      freelancer_tnc_at: null,
      notification_email: null,
      locale: null,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { user: inserted, created: true };
  const user = await trx.selectFrom('users').selectAll().where('email', '=', email).forUpdate().executeTakeFirstOrThrow();
  return { user, created: false };
}
