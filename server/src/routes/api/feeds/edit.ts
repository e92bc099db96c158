// POST /api/feeds/:id: its creator or an admin edits a user feed (name, description, icon, people).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ForbiddenError } from '../../../errors';
import { authorize, can } from '../../../policies';
import { feedTargetOf, findFeedById, updateFeed } from '../../../repositories/posts';
import { UpdateFeedSchema } from '../../../schemas/feed';
import { currentUser } from '../../current-user';
import { answerFeed, checkName, checkNameFree, checkPeople, MAY_NOT_MANAGE, readable } from './load';

const editFeedRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id', { schema: UpdateFeedSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'listFeeds', 'studio', null, 'Feeds are for contributors');
    const { body } = request;
    await app.db.transaction().execute(async (trx) => {
      const feed = readable(actor, await findFeedById(trx, request.params.id));
      if (!can(actor, 'manage', 'feed', feedTargetOf(feed))) throw new ForbiddenError(MAY_NOT_MANAGE);
      const name = body.name === undefined ? undefined : checkName(body.name);
      if (name !== undefined) await checkNameFree(trx, name, feed.id);
      const users = body.users === undefined ? undefined : await checkPeople(trx, body.users);
      await updateFeed(trx, feed.id, {
        ...(name !== undefined && { name }),
        ...(body.description !== undefined && { description: body.description.trim() }),
        ...(body.icon !== undefined && { icon: body.icon }),
        ...(users !== undefined && { users }),
      });
    });
    return answerFeed(app.db, actor, request.params.id, 'Changes have been saved');
  });
};

export default editFeedRoute;
