import type { Selectable } from 'kysely';
import type { UsersTable } from '../db/types';
import type { Actor } from '../policies/actor';
import type { SessionUserJson } from '../schemas/session';
import type { UserRowJson } from '../schemas/user';
import { isoOrNull, iso } from './dates';

/** The signed-in user as the client sees itself. */
export function presentSessionUser(actor: Actor): SessionUserJson {
  return {
    _id: actor.id,
    name: actor.name,
    nameAlias: actor.nameAlias,
    email: actor.email,
    picture: actor.picture,
    level: actor.level,
    role: actor.roles,
    roleLevel: actor.roleLevels,
    freelancerTnc: isoOrNull(actor.freelancerTncAt),
    locale: actor.locale,
  };
}

type UserListRow = Selectable<UsersTable> & { job_count?: number };

/** A row of the user list: a directory entry, plus account details for admins. */
export function presentUserRow(user: UserListRow, full: boolean): UserRowJson {
  const row: UserRowJson = {
    _id: user.id,
    name: user.name,
    nameAlias: user.name_alias,
    picture: user.picture,
    level: user.level,
    role: user.roles,
  };
  if (full) {
    Object.assign(row, {
      email: user.email,
      roleLevel: user.role_levels,
      paymentInfo: user.payment_info,
      freelancerTnc: isoOrNull(user.freelancer_tnc_at),
      notificationEmailOn: user.notification_email_on,
      notificationEmail: user.notification_email,
      created: iso(user.created_at),
      jobCount: user.job_count ?? 0,
      pending: user.password_hash === null,
    });
  }
  return row;
}
