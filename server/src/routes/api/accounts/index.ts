import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { presentSessionUser } from '../../../presenters/user';
import { ref, responses } from '../../../schemas/common';
import { SessionUser } from '../../../schemas/session';
import { toActor } from '../../../repositories/users';
import { currentUser } from '../../current-user';

export const TERMS_AGREED = 'You agreed to Freelance Services Terms and Conditions';

export const AgreeSchema = {
  operationId: 'agreeToTerms',
  tags: ['accounts'],
  summary: 'Records that the signed-in user agreed to the freelancer terms (the first agreement date is kept)',
  response: responses({ 200: Type.Object({ message: Type.String(), user: ref(SessionUser) }) }),
};

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/agree', { schema: AgreeSchema, config: { termsExempt: true } }, async (request) => {
    const actor = currentUser(request);
    const row = await app.db.transaction().execute((trx) =>
      trx
        .updateTable('users')
        .set({ freelancer_tnc_at: sql<Date>`coalesce(freelancer_tnc_at, now())`, updated_at: sql<Date>`now()` })
        .where('id', '=', actor.id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    return { message: TERMS_AGREED, user: presentSessionUser(toActor(row)) };
  });
};

export default accountRoutes;
