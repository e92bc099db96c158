// /api/notifs: the caller's notifications, one file per thing a person does: list, read (mark/unmark), remove,
// read-all, clear-read, mute (the per-item config); load.ts: what they share.
import type { FastifyPluginAsync } from 'fastify';
import benchFloorRoutes from './bench-floor';
import clearReadNotifsRoute from './clear-read';
import listNotifsRoute from './list';
import muteNotifsRoutes from './mute';
import readNotifRoutes from './read';
import readAllNotifsRoute from './read-all';
import removeNotifRoute from './remove';

const notifRoutes: FastifyPluginAsync = async (app) => {
  for (const routes of [
    listNotifsRoute,
    readNotifRoutes,
    removeNotifRoute,
    readAllNotifsRoute,
    clearReadNotifsRoute,
    muteNotifsRoutes,
    benchFloorRoutes,
  ]) {
    await app.register(routes);
  }
};

export default notifRoutes;
