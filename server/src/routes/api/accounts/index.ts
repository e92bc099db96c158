// The signed-in user's own account. Every change here touches the caller's row only: the routes take
// no user id, and none of them accepts a level, roles or payment info (admins edit those, /api/users).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequestError } from '../../../errors';
import { presentAccountSettings } from '../../../presenters/account';
import { presentSessionUser } from '../../../presenters/user';
import { agreeToTerms, findUserRow, toActor, updateOwnRow } from '../../../repositories/users';
import { hashPassword, verifyPassword } from '../../../services/passwords';
import { deleteOtherSessions } from '../../../services/sessions';
import { receiveUpload } from '../../../services/uploads';
import { currentUser } from '../../current-user';
import {
  AgreeSchema,
  GetAccountSchema,
  LOCALE_UPDATED,
  LocaleSchema,
  NameSchema,
  NOTIFICATIONS_UPDATED,
  NotificationEmailSchema,
  NotificationSchema,
  PASSWORD_UPDATED,
  PasswordSchema,
  PICTURE_UPDATED,
  PictureSchema,
  PROFILE_UPDATED,
  TERMS_AGREED,
} from '../../../schemas/account';

export { TERMS_AGREED } from '../../../schemas/account';

export const WRONG_CURRENT_PASSWORD = 'The current password is wrong';
export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password';

type UserRowOf = Awaited<ReturnType<typeof updateOwnRow>>;
const answer = (message: string, row: UserRowOf) => ({
  message,
  user: presentSessionUser(toActor(row)),
  settings: presentAccountSettings(row),
});

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/me', { schema: GetAccountSchema, config: { termsExempt: true } }, async (request) => {
    const actor = currentUser(request);
    const row = await findUserRow(app.db, actor.id);
    return { user: presentSessionUser(toActor(row)), settings: presentAccountSettings(row) };
  });

  app.post('/agree', { schema: AgreeSchema, config: { termsExempt: true } }, async (request) => {
    const actor = currentUser(request);
    const row = await agreeToTerms(app.db, actor.id);
    return answer(TERMS_AGREED, row);
  });

  // The language is chosen before anything else, the terms page included.
  app.post('/locale', { schema: LocaleSchema, config: { termsExempt: true } }, async (request) => {
    const row = await updateOwnRow(app.db, currentUser(request).id, { locale: request.body.locale });
    return answer(LOCALE_UPDATED, row);
  });

  app.post('/name', { schema: NameSchema }, async (request) => {
    const name = request.body.name.trim();
    if (!name) throw new BadRequestError('Your name must not be blank');
    const row = await updateOwnRow(app.db, currentUser(request).id, { name, name_alias: request.body.nameAlias.trim() });
    return answer(PROFILE_UPDATED, row);
  });

  app.post('/notification', { schema: NotificationSchema }, async (request) => {
    const row = await updateOwnRow(app.db, currentUser(request).id, { notification_email_on: request.body.setting });
    return answer(NOTIFICATIONS_UPDATED, row);
  });

  app.post('/notification-email', { schema: NotificationEmailSchema }, async (request) => {
    const email = request.body.email.trim().toLowerCase();
    const row = await updateOwnRow(app.db, currentUser(request).id, { notification_email: email || null });
    return answer(NOTIFICATIONS_UPDATED, row);
  });

  app.post(
    '/password',
    {
      schema: PasswordSchema,
      // Guessing the current password from a stolen session is as limited as guessing at sign-in.
      config: { rateLimit: { max: app.config.loginRateLimit.max, timeWindow: app.config.loginRateLimit.timeWindowMs } },
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

  app.post('/picture', { schema: PictureSchema, config: { userLimit: 'uploads' } }, async (request) => {
    const actor = currentUser(request);
    const file = await receiveUpload(app, request, actor.id, {
      kinds: ['image'],
      kindMessage: 'A profile picture must be a jpg, png, gif or webp image',
      shape: 'square',
    });
    const row = await updateOwnRow(app.db, actor.id, { picture: file.id });
    return answer(PICTURE_UPDATED, row);
  });
};

export default accountRoutes;
