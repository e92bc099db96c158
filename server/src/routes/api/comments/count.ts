// GET /api/comments/count: how many comments an item has, by tab, as the caller sees them.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { presentCommentCounts } from '../../../presenters/comment';
import { countComments } from '../../../repositories/comments';
import { CountCommentsSchema } from '../../../schemas/comment';
import { currentCaller } from '../../current-user';
import { loadItem } from './load';

const countCommentsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/count', { schema: CountCommentsSchema, config: { anonymousReadable: true } }, async (request) => {
    const caller = currentCaller(request);
    const item = await loadItem(app.db, caller, request.query.itemId);
    const raw = await countComments(app.db, [item.id], caller.id);
    return { counts: presentCommentCounts(raw, item.id, item, caller) };
  });
};

export default countCommentsRoute;
