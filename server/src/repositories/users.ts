import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, UsersTable } from '../db/types';
import { PROJECT_MANAGER_ROLE, type Actor } from '../policies/actor';

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

/** Those among `ids` whose account is set to Thai (notifications are written in the recipient's language). */
/** The users of the given ids as the policies see them (one query). */
export async function loadActors(db: Kysely<Database>, ids: readonly string[]): Promise<Actor[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
  return rows.map(toActor);
}

/** The studio's PMs and admins: every admin and every non-client holding the project-manager role. */
export async function studioManagerIds(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('level', '=', 'admin'),
        eb.and([eb('level', '!=', 'client'), sql<boolean>`${PROJECT_MANAGER_ROLE} = any(roles)`]),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}
