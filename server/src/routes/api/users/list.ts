// GET /api/users (the user list, a page at a time) and GET /api/users/:id/:role/job-count.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONTRIBUTOR_ROLES } from '../../../domain/roles';
import { BadRequestError, NotFoundError } from '../../../errors';
import { authorize, can, userPageSize } from '../../../policies';
import { presentUserRow } from '../../../presenters/user';
import { countClaimedJobs, listUsers } from '../../../repositories/user-list';
import { userExists } from '../../../repositories/users';
import { JobCountSchema, ListUsersSchema } from '../../../schemas/user';
import { currentUser } from '../../current-user';

const JOB_TYPES: ReadonlyArray<string> = [...CONTRIBUTOR_ROLES, 'other'];

const listRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', { schema: ListUsersSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listUsers', 'studio', null, 'The user list is for admins, staff and project managers');
    const full = can(actor, 'listUsersFull', 'studio', null);
    const query = request.query;
    const { users, count, countCapped } = await listUsers(app.db, { ...query, limit: userPageSize(actor, query) });
    return { users: users.map((user) => presentUserRow(user, full)), count, ...(countCapped ? { countCapped } : {}) };
  });

  app.get('/:id/:role/job-count', { schema: JobCountSchema }, async (request) => {
    const actor = currentUser(request);
    const { id, role } = request.params;
    authorize(actor, 'countJobs', 'user', { id }, "Only admins see other users' job counts");
    if (role !== 'all' && !JOB_TYPES.includes(role)) throw new BadRequestError(`Unknown job type: ${role}`);
    if (!(await userExists(app.db, id))) throw new NotFoundError('No such user');
    return { count: await countClaimedJobs(app.db, id, role === 'all' ? null : role) };
  });
};

export default listRoutes;
