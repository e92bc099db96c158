// A job's bonus (admins): POST /api/jobs/:id/bonus sets it, /:id/bonus/:action removes it or marks it paid/unpaid.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { presentJobChange } from '../../../presenters/job';
import { takeJobAction } from '../../../services/job-actions';
import { JobBonusActionSchema, SetJobBonusSchema } from '../../../schemas/job';
import { currentUser } from '../../current-user';

const bonusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/bonus', { schema: SetJobBonusSchema }, async (request) => {
    const actor = currentUser(request);
    return presentJobChange(await takeJobAction(app.db, actor, request.params.id, 'bonus', { bonus: request.body.bonus }), actor);
  });

  app.post('/:id/bonus/:action', { schema: JobBonusActionSchema }, async (request) => {
    const actor = currentUser(request);
    return presentJobChange(await takeJobAction(app.db, actor, request.params.id, `bonus-${request.params.action}`), actor);
  });
};

export default bonusRoutes;
