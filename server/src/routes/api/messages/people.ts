// GET /api/messages/people: the people the caller may start a conversation with.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findMessagingPeople } from '../../../repositories/messages';
import { FindMessagingPeopleSchema, MESSAGING_PEOPLE_MAX } from '../../../schemas/message';
import { currentUser } from '../../current-user';

const messagingPeopleRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/people', { schema: FindMessagingPeopleSchema }, async (request) => {
    const actor = currentUser(request);
    const term = request.query.term.trim();
    if (!term) return { users: [] };
    const people = await findMessagingPeople(app.db, actor, term, MESSAGING_PEOPLE_MAX);
    return {
      users: people.map((user) => ({ _id: user.id, name: user.name, nameAlias: user.name_alias, picture: user.picture })),
    };
  });
};

export default messagingPeopleRoute;
