import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authorize, can } from '../../../policies';
import { presentUserRow } from '../../../presenters/user';
import { listUsers } from '../../../repositories/user-list';
import { currentUser } from '../../current-user';
import { DIRECTORY_LIMIT, ListUsersSchema, ROLE_LIMIT } from './schema';

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', { schema: ListUsersSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listUsers', 'studio', null, 'The user list is for admins, staff and project managers');
    const full = can(actor, 'listUsersFull', 'studio', null);
    const query = request.query;
    const limit = full ? query.limit : Math.min(query.limit, query.role ? ROLE_LIMIT : DIRECTORY_LIMIT);
    const { users, count } = await listUsers(app.db, { ...query, limit });
    return { users: users.map((user) => presentUserRow(user, full)), count };
  });
};

export default userRoutes;
