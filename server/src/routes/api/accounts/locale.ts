// POST /api/accounts/locale: the caller's language.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { updateOwnRow } from '../../../repositories/users';
import { LOCALE_UPDATED, LocaleSchema } from '../../../schemas/account';
import { currentUser } from '../../current-user';
import { answer } from './answer';

const localeRoute: FastifyPluginAsyncTypebox = async (app) => {
  // The language is chosen before anything else, the terms page included.
  app.post('/locale', { schema: LocaleSchema, config: { termsExempt: true } }, async (request) => {
    const row = await updateOwnRow(app.db, currentUser(request).id, { locale: request.body.locale });
    return answer(LOCALE_UPDATED, row);
  });
};

export default localeRoute;
