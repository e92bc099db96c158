import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UnauthorizedError } from '../../../errors';
import { clearSessionCookie, setSessionCookie } from '../../../plugins/session';
import { presentSessionUser } from '../../../presenters/user';
import { findUserByEmail, toActor } from '../../../repositories/users';
import { verifyPassword } from '../../../services/passwords';
import { createSession, deleteSession } from '../../../services/sessions';
import { LoginSchema, LogoutSchema, WRONG_CREDENTIALS } from './schema';
import inviteRoutes from './invite';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(inviteRoutes);

  app.post(
    '/login',
    {
      schema: LoginSchema,
      config: {
        public: true,
        termsExempt: true,
        rateLimit: { max: app.config.loginRateLimit.max, timeWindow: app.config.loginRateLimit.timeWindowMs },
      },
    },
    async (request, reply) => {
      const user = await findUserByEmail(app.db, request.body.email);
      // Same answer, and the same work, for an unknown e-mail and a wrong password.
      const valid = await verifyPassword(user?.password_hash, request.body.password);
      if (!user || !valid) throw new UnauthorizedError(WRONG_CREDENTIALS);
      if (request.sessionId) await deleteSession(app.db, request.sessionId);
      const { token } = await createSession(app.db, user.id);
      setSessionCookie(request, reply, token);
      return { user: presentSessionUser(toActor(user)) };
    },
  );

  app.post('/logout', { schema: LogoutSchema, config: { public: true, termsExempt: true } }, async (request, reply) => {
    if (request.sessionId) await deleteSession(app.db, request.sessionId);
    clearSessionCookie(reply);
    return { message: 'Signed out' };
  });
};

export default authRoutes;
