// POST /api/accounts/agree: a freelancer agrees to the terms.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { agreeToTerms } from '../../../repositories/users';
import { AgreeSchema, TERMS_AGREED } from '../../../schemas/account';
import { currentUser } from '../../current-user';
import { answer } from './answer';

const agreeRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/agree', { schema: AgreeSchema, config: { termsExempt: true } }, async (request) => {
    const actor = currentUser(request);
    const row = await agreeToTerms(app.db, actor.id);
    return answer(TERMS_AGREED, row);
  });
};

export default agreeRoute;
