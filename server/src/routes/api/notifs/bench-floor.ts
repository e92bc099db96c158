// The benchmark's floor for GET /api/notifs (npm run bench, BENCH_FLOOR=1 only): the same page query for the user
// named by `as`, with no session, rendering, presenter or response schema work.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listNotifications } from '../../../repositories/notifications';
import { NotifsBenchFloorSchema } from '../../../schemas/notification';

const benchFloorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  if (!app.config.benchFloor) return;
  app.get('/bench-floor', { config: { public: true }, schema: NotifsBenchFloorSchema }, async (request) =>
    listNotifications(app.db, request.query.as, request.query, 'en'),
  );
};

export default benchFloorRoutes;
