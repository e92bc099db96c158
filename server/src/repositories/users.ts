import { sql, type Kysely, type Selectable, type UpdateObject } from 'kysely';
import type { Database, UserLevel, UsersTable } from '../db/types';
import { pmUsersSql, type Actor } from '../policies/actor';

export function toActor(row: Selectable<UsersTable>): Actor {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    nameAlias: row.name_alias,
    picture: row.picture,
    level: row.level,
    roles: row.roles,
    roleLevels: row.role_levels,
    paymentInfo: row.payment_info,
    freelancerTncAt: row.freelancer_tnc_at,
    locale: row.locale,
    notificationEmailOn: row.notification_email_on,
    notificationEmail: row.notification_email,
  };
}

/** E-mails are stored trimmed and lower-case. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export function findUserByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
}

export async function findActor(db: Kysely<Database>, id: string): Promise<Actor | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toActor(row);
}

/** A user's id and name, or undefined when no user has the id. */
export function findUserName(db: Kysely<Database>, id: string) {
  return db.selectFrom('users').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

/** Those among `ids` whose account is set to Thai (notifications are written in the recipient's language). */
/** The users of the given ids as the policies see them (one query). */
export async function loadActors(db: Kysely<Database>, ids: readonly string[]): Promise<Actor[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
  return rows.map(toActor);
}

/** The studio's PMs and admins (`isPm`): every admin and every contributor holding the project-manager role. */
export async function studioManagerIds(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('users').select('id').where(pmUsersSql()).execute();
  return rows.map((row) => row.id);
}

/** The user's row, locked until the transaction ends (two admins editing one user serialise here). */
export function lockUser(trx: Kysely<Database>, id: string) {
  return trx.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The user's row of an e-mail (already normalised), locked until the transaction ends. */
export function lockUserByEmail(trx: Kysely<Database>, email: string) {
  return trx.selectFrom('users').selectAll().where('email', '=', email).forUpdate().executeTakeFirst();
}

/** Whether a user has the id. */
export async function userExists(db: Kysely<Database>, id: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Writes a user's level, roles, star levels and payment info (an admin's edit). */
export async function updateUserRights(
  trx: Kysely<Database>,
  id: string,
  rights: { level: UserLevel; roles: string[]; roleLevels: Record<string, number>; paymentInfo: string },
): Promise<void> {
  await trx
    .updateTable('users')
    .set({
      level: rights.level,
      roles: rights.roles,
      role_levels: JSON.stringify(rights.roleLevels),
      payment_info: rights.paymentInfo,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** Inserts an invited user: no password yet (pending until they accept the invitation). */
export function insertPendingUser(trx: Kysely<Database>, user: { email: string; name: string; level: UserLevel }) {
  return trx
    .insertInto('users')
    .values({
      email: user.email,
      name: user.name,
      level: user.level,
      picture: null,
      password_hash: null,
      freelancer_tnc_at: null,
      notification_email: null,
      locale: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A user's whole row (the caller's own account). */
export function findUserRow(db: Kysely<Database>, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Changes a user's own row (the account's settings) and answers it. */
export function updateOwnRow(db: Kysely<Database>, userId: string, changes: UpdateObject<Database, 'users'>) {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Records the freelancer terms' agreement; the first agreement's date is kept. */
export function agreeToTerms(db: Kysely<Database>, userId: string) {
  return updateOwnRow(db, userId, { freelancer_tnc_at: sql<Date>`coalesce(freelancer_tnc_at, now())` });
}

/** Drops the user's invitations (used, or replaced). */
export function deleteInvitations(db: Kysely<Database>, userId: string) {
  return db.deleteFrom('invitations').where('user_id', '=', userId).execute();
}

/** Sets an invited user's first password; undefined when one is set already (a second click that raced the first). */
export function setFirstPassword(db: Kysely<Database>, userId: string, passwordHash: string) {
  return db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .where('password_hash', 'is', null)
    .returningAll()
    .executeTakeFirst();
}
