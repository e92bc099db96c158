// The signed-in user's own account. Every change here touches the caller's row only: the routes take
// no user id, and none of them accepts a level, roles or payment info (admins edit those, /api/users).
// One file per setting (me, agree, locale, name, notifications, password, picture, token-list, token-create, token-revoke); answer.ts: their answer.
import type { FastifyPluginAsync } from 'fastify';
import agreeRoute from './agree';
import localeRoute from './locale';
import accountRoute from './me';
import nameRoute from './name';
import notificationSettingsRoutes from './notifications';
import passwordRoute from './password';
import pictureRoute from './picture';
import tokenCreateRoute from './token-create';
import tokenListRoute from './token-list';
import tokenRevokeRoute from './token-revoke';

const accountRoutes: FastifyPluginAsync = async (app) => {
  for (const routes of [
    accountRoute,
    agreeRoute,
    localeRoute,
    nameRoute,
    notificationSettingsRoutes,
    passwordRoute,
    pictureRoute,
    tokenListRoute,
    tokenCreateRoute,
    tokenRevokeRoute,
  ]) {
    await app.register(routes);
  }
};

export default accountRoutes;
