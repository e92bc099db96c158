// POST /api/accounts/password: the caller changes their password (the current one first); other sessions end.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequestError } from '../../../errors';
import { findUserRow, updateOwnRow } from '../../../repositories/users';
import { PASSWORD_UPDATED, PasswordSchema } from '../../../schemas/account';
import { hashPassword, verifyPassword } from '../../../services/passwords';
import { deleteOtherSessions } from '../../../services/sessions';
import { currentUser } from '../../current-user';
import { answer } from './answer';

export const WRONG_CURRENT_PASSWORD = 'The current password is wrong';
export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password';

const passwordRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/password',
    {
      schema: PasswordSchema,
      // Guessing the current password from a stolen session is as limited as guessing at sign-in.
      // Never by a personal API token: a leaked token must not become a taken-over account.
      config: {
        sessionOnly: true,
        rateLimit: { max: app.config.loginRateLimit.max, timeWindow: app.config.loginRateLimit.timeWindowMs },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const { currentPassword = '', newPassword } = request.body;
      const row = await findUserRow(app.db, actor.id);
      // Accounts without a password (signed up elsewhere, or invited) may set one without the current one.
      if (row.password_hash !== null) {
        if (!currentPassword) throw new BadRequestError(CURRENT_PASSWORD_REQUIRED);
        if (!(await verifyPassword(row.password_hash, currentPassword))) throw new BadRequestError(WRONG_CURRENT_PASSWORD);
      }
      const passwordHash = await hashPassword(newPassword);
      const updated = await app.db.transaction().execute(async (trx) => {
        const changed = await updateOwnRow(trx, actor.id, { password_hash: passwordHash });
        await deleteOtherSessions(trx, actor.id, request.sessionId);
        return changed;
      });
      return answer(PASSWORD_UPDATED, updated);
    },
  );
};

export default passwordRoute;
