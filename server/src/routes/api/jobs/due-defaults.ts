// The due-date defaults (issue 24): GET /api/jobs/due-defaults (PMs and admins: every job type's size bands with
// their days) and POST (admins: set or clear the bands given). The create-job form reads the default of its type and
// band through GET /api/jobs/price-suggestion (`dueDays`, `dueAt`).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkDueDefaults, dueDefaultGrid } from '../../../domain/due-defaults';
import { authorize } from '../../../policies';
import { loadDueDefaults, saveDueDefaults } from '../../../repositories/due-defaults';
import { GetDueDefaultsSchema, SaveDueDefaultsSchema } from '../../../schemas/job';
import { currentUser } from '../../current-user';

export const DUE_DEFAULTS_FOR_PMS = 'The due-date defaults are for admins and project managers';
export const DUE_DEFAULTS_FOR_ADMINS = 'Only admins can change the due-date defaults';

const dueDefaultRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/due-defaults', { schema: GetDueDefaultsSchema }, async (request) => {
    authorize(currentUser(request), 'readDueDefaults', 'studio', null, DUE_DEFAULTS_FOR_PMS);
    return { defaults: dueDefaultGrid(await loadDueDefaults(app.db)) };
  });

  app.post('/due-defaults', { schema: SaveDueDefaultsSchema }, async (request) => {
    const actor = currentUser(request);
    authorize(actor, 'editDueDefaults', 'studio', null, DUE_DEFAULTS_FOR_ADMINS);
    await saveDueDefaults(app.db, checkDueDefaults(request.body.defaults), actor.id);
    return { defaults: dueDefaultGrid(await loadDueDefaults(app.db)), message: 'Due-date defaults saved' };
  });
};

export default dueDefaultRoutes;
