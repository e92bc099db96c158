// POST /api/accounts/name: the caller's name and alias.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequestError } from '../../../errors';
import { updateOwnRow } from '../../../repositories/users';
import { NameSchema, PROFILE_UPDATED } from '../../../schemas/account';
import { currentUser } from '../../current-user';
import { answer } from './answer';

const nameRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/name', { schema: NameSchema }, async (request) => {
    const name = request.body.name.trim();
    if (!name) throw new BadRequestError('Your name must not be blank');
    const row = await updateOwnRow(app.db, currentUser(request).id, { name, name_alias: request.body.nameAlias.trim() });
    return answer(PROFILE_UPDATED, row);
  });
};

export default nameRoute;
