// POST /api/feeds: an admin creates a user feed.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authorize } from '../../../policies';
import { insertFeed } from '../../../repositories/posts';
import { CreateFeedSchema } from '../../../schemas/feed';
import { currentUser } from '../../current-user';
import { answerFeed, checkName, checkNameFree, checkPeople } from './load';

const createFeedRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('', { schema: CreateFeedSchema }, async (request, reply) => {
    const actor = currentUser(request);
    authorize(actor, 'createFeed', 'studio', null, 'Only admins create feeds');
    const name = checkName(request.body.name);
    const id = await app.db.transaction().execute(async (trx) => {
      await checkNameFree(trx, name);
      const users = await checkPeople(trx, request.body.users ?? []);
      return insertFeed(trx, {
        name,
        description: request.body.description?.trim() ?? '',
        icon: request.body.icon ?? '',
        users,
        created_by: actor.id,
      });
    });
    reply.code(201);
    return answerFeed(app.db, actor, id, 'Feed created');
  });
};

export default createFeedRoute;
