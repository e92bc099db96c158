// Invite a user: POST /api/users/invite (admins) makes a pending user and mails them the invitation link.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConflictError, NotFoundError } from '../../../errors';
import { authorize } from '../../../policies';
import { presentUserRow } from '../../../presenters/user';
import { findUserRow } from '../../../repositories/user-list';
import { insertPendingUser, lockUserByEmail, normaliseEmail } from '../../../repositories/users';
import { requestLocale } from '../../../plugins/request-locale';
import { createInvitation, inviteUrl, sendInvitationMail } from '../../../services/invitations';
import { INVITATION_SENT, InviteUserSchema } from '../../../schemas/user';
import { currentUser } from '../../current-user';
import { requestOrigin } from '../../origin';

const inviteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/invite', { schema: InviteUserSchema }, async (request, reply) => {
    const actor = currentUser(request);
    authorize(actor, 'inviteUsers', 'studio', null, 'Only admins invite users');
    const email = normaliseEmail(request.body.email);
    const name = request.body.name?.trim() ?? '';
    const origin = app.config.publicUrl ?? requestOrigin(request);
    const { row, token } = await app.db.transaction().execute(async (trx) => {
      const existing = await lockUserByEmail(trx, email);
      if (existing && existing.password_hash !== null) throw new ConflictError('A user with that e-mail already exists');
      const user =
        existing ??
        (await insertPendingUser(trx, {
          email,
          name: name || email.split('@')[0],
          level: request.body.level ?? 'freelancer',
        }));
      const invitation = await createInvitation(trx, user.id, actor.id);
      await sendInvitationMail(app.mailer, trx, {
        to: email,
        name: user.name,
        inviter: actor.name,
        locale: requestLocale(request),
        url: inviteUrl(origin, invitation),
      });
      return { row: await findUserRow(trx, user.id), token: invitation };
    });
    if (!row) throw new NotFoundError('No such user');
    reply.code(201);
    return { message: INVITATION_SENT, user: presentUserRow(row, true), inviteUrl: inviteUrl(origin, token) };
  });
};

export default inviteRoutes;
