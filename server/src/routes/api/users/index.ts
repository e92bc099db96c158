import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import type { UserLevel } from '../../../db/types';
import { CONTRIBUTOR_ROLES } from '../../../domain/roles';
import { BadRequestError, ConflictError, NotFoundError } from '../../../errors';
import { authorize, can, lastAdminConflict, userPageSize } from '../../../policies';
import { presentUserRow } from '../../../presenters/user';
import { countClaimedJobs, findUserRow, listUsers, lockAdminIds } from '../../../repositories/user-list';
import { normaliseEmail } from '../../../repositories/users';
import { createInvitation, inviteUrl, sendInvitationMail } from '../../../services/invitations';
import { currentUser } from '../../current-user';
import { requestOrigin } from '../../origin';
import {
  EditUserSchema,
  INVITATION_SENT,
  InviteUserSchema,
  JobCountSchema,
  ListUsersSchema,
  USER_UPDATED,
} from '../../../schemas/user';

const JOB_TYPES: ReadonlyArray<string> = [...CONTRIBUTOR_ROLES, 'other'];

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', { schema: ListUsersSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listUsers', 'studio', null, 'The user list is for admins, staff and project managers');
    const full = can(actor, 'listUsersFull', 'studio', null);
    const query = request.query;
    const { users, count } = await listUsers(app.db, { ...query, limit: userPageSize(actor, query) });
    return { users: users.map((user) => presentUserRow(user, full)), count };
  });

  app.post('/:id/role', { schema: EditUserSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'edit', 'user', { id: request.params.id }, 'Only admins edit users');
    const body = request.body;
    const updated = await app.db.transaction().execute(async (trx) => {
      // Locked: two admins editing the same user, or the last two admins stepping down at once, serialise here.
      const before = await trx.selectFrom('users').selectAll().where('id', '=', request.params.id).forUpdate().executeTakeFirst();
      if (!before) throw new NotFoundError('No such user');
      const level: UserLevel = body.level ?? before.level;
      const roles = body.role ?? before.roles;
      if (level === 'client' && body.role && !sameSet(body.role, before.roles)) {
        throw new BadRequestError('Clients hold no roles: change the level first');
      }
      // Star levels only for held roles: unticking a role clears its stars.
      const givenLevels = body.roleLevel ?? before.role_levels;
      const roleLevels = Object.fromEntries(
        roles.filter((role) => givenLevels[role] !== undefined).map((role) => [role, givenLevels[role]]),
      );
      const after = { level, roles, roleLevels };
      const change = {
        userId: before.id,
        before: { level: before.level, roles: before.roles, roleLevels: before.role_levels },
        after,
      };
      authorize(actor, 'apply', 'rightsChange', change, 'You cannot raise your own level or roles');
      if (before.level === 'admin' && level !== 'admin') {
        const conflict = lastAdminConflict(before.level, level, (await lockAdminIds(trx)).length);
        if (conflict) throw new ConflictError(conflict);
      }
      await trx
        .updateTable('users')
        .set({
          level,
          roles,
          role_levels: JSON.stringify(roleLevels),
          payment_info: body.paymentInfo ?? before.payment_info,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', before.id)
        .execute();
      return findUserRow(trx, before.id);
    });
    if (!updated) throw new NotFoundError('No such user');
    return { message: USER_UPDATED, user: presentUserRow(updated, true) };
  });

  app.get('/:id/:role/job-count', { schema: JobCountSchema }, async (request) => {
    const actor = currentUser(request);
    const { id, role } = request.params;
    authorize(actor, 'countJobs', 'user', { id }, "Only admins see other users' job counts");
    if (role !== 'all' && !JOB_TYPES.includes(role)) throw new BadRequestError(`Unknown job type: ${role}`);
    const exists = await app.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
    if (!exists) throw new NotFoundError('No such user');
    return { count: await countClaimedJobs(app.db, id, role === 'all' ? null : role) };
  });

  app.post('/invite', { schema: InviteUserSchema }, async (request, reply) => {
    const actor = currentUser(request);
    authorize(actor, 'inviteUsers', 'studio', null, 'Only admins invite users');
    const email = normaliseEmail(request.body.email);
    const name = request.body.name?.trim() ?? '';
    const origin = app.config.publicUrl ?? requestOrigin(request);
    const { row, token } = await app.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('users').selectAll().where('email', '=', email).forUpdate().executeTakeFirst();
      if (existing && existing.password_hash !== null) throw new ConflictError('A user with that e-mail already exists');
      const user =
        existing ??
        (await trx
          .insertInto('users')
          .values({
            email,
            name: name || email.split('@')[0],
            level: request.body.level ?? 'freelancer',
            picture: null,
            password_hash: null,
            freelancer_tnc_at: null,
            notification_email: null,
            locale: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow());
      const invitation = await createInvitation(trx, user.id, actor.id);
      await sendInvitationMail(app.mailer, trx, {
        to: email,
        name: user.name,
        inviter: actor.name,
        url: inviteUrl(origin, invitation),
      });
      return { row: await findUserRow(trx, user.id), token: invitation };
    });
    if (!row) throw new NotFoundError('No such user');
    reply.code(201);
    return { message: INVITATION_SENT, user: presentUserRow(row, true), inviteUrl: inviteUrl(origin, token) };
  });
};

const sameSet = (a: ReadonlyArray<string>, b: ReadonlyArray<string>) =>
  a.length === b.length && a.every((item) => b.includes(item));

export default userRoutes;
