// POST /api/users/:id/role: an admin edits a user's level, roles, star levels and payment info.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { UserLevel } from '../../../db/types';
import { BadRequestError, ConflictError, NotFoundError } from '../../../errors';
import { authorize, lastAdminConflict } from '../../../policies';
import { presentUserRow } from '../../../presenters/user';
import { findUserRow, lockAdminIds } from '../../../repositories/user-list';
import { lockUser, updateUserRights } from '../../../repositories/users';
import { EditUserSchema, USER_UPDATED } from '../../../schemas/user';
import { currentUser } from '../../current-user';

const sameSet = (a: ReadonlyArray<string>, b: ReadonlyArray<string>) =>
  a.length === b.length && a.every((item) => b.includes(item));

const editRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/role', { schema: EditUserSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'edit', 'user', { id: request.params.id }, 'Only admins edit users');
    const body = request.body;
    const updated = await app.db.transaction().execute(async (trx) => {
      // Locked: two admins editing the same user, or the last two admins stepping down at once, serialise here.
      const before = await lockUser(trx, request.params.id);
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
      await updateUserRights(trx, before.id, {
        level,
        roles,
        roleLevels,
        paymentInfo: body.paymentInfo ?? before.payment_info,
      });
      return findUserRow(trx, before.id);
    });
    if (!updated) throw new NotFoundError('No such user');
    return { message: USER_UPDATED, user: presentUserRow(updated, true) };
  });
};

export default editRoutes;
