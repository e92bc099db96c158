import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UnauthorizedError } from '../../../errors';
import { clearSessionCookie, setSessionCookie } from '../../../plugins/session';
import { presentSessionUser } from '../../../presenters/user';
import { findUserByEmail, toActor } from '../../../repositories/users';
import { verifyPassword } from '../../../services/passwords';
import { createSession, deleteSession } from '../../../services/sessions';
import {
  DEFAULT_SIGN_IN_LIMITS,
  signInFailed,
  signInSucceeded,
  signInWait,
  TOO_MANY_FAILED_SIGN_INS,
} from '../../../services/sign-in-limits';
import { LoginSchema, LogoutSchema } from '../../../schemas/session';
import inviteRoutes from './invite';

export const WRONG_CREDENTIALS = 'Wrong e-mail or password';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(inviteRoutes);
  const limits = app.config.signInLimits ?? DEFAULT_SIGN_IN_LIMITS;

  app.post(
    '/login',
    {
      schema: LoginSchema,
      // Failures are limited per account and per address (services/sign-in-limits.ts); successes never count.
      config: { public: true, termsExempt: true, loginLimit: true },
    },
    async (request, reply) => {
      const attempt = { email: request.body.email, address: request.ip };
      const wait = await signInWait(app.db, limits, attempt);
      if (wait > 0) return reply.code(429).header('retry-after', String(wait)).send({ message: TOO_MANY_FAILED_SIGN_INS });
      const user = await findUserByEmail(app.db, request.body.email);
      // Same answer, and the same work, for an unknown e-mail and a wrong password.
      const valid = await verifyPassword(user?.password_hash, request.body.password);
      if (!user || !valid) {
        await signInFailed(app.db, limits, attempt);
        throw new UnauthorizedError(WRONG_CREDENTIALS);
      }
      await signInSucceeded(app.db, attempt);
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
