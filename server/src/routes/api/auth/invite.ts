// Accepting an invitation: the link's page reads who is invited, then sets the password, which signs
// the new user in. Public routes (the invitee has no session yet), rate-limited like sign-in.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../../errors';
import { setSessionCookie } from '../../../plugins/session';
import { presentSessionUser } from '../../../presenters/user';
import { AcceptInvitationSchema, GetInvitationSchema } from '../../../schemas/session';
import { findInvitedUser } from '../../../services/invitations';
import { hashPassword } from '../../../services/passwords';
import { createSession, deleteSession } from '../../../services/sessions';
import { deleteInvitations, setFirstPassword, toActor } from '../../../repositories/users';

export const INVITATION_INVALID = 'This invitation link is not valid any more: ask an admin for a new one';

const inviteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rateLimit = { max: app.config.loginRateLimit.max, timeWindow: app.config.loginRateLimit.timeWindowMs };

  app.get('/invite', { schema: GetInvitationSchema, config: { public: true, termsExempt: true, rateLimit } }, async (request) => {
    const user = await findInvitedUser(app.db, request.query.token);
    if (!user) throw new NotFoundError(INVITATION_INVALID);
    return { email: user.email, name: user.name };
  });

  app.post(
    '/invite/accept',
    { schema: AcceptInvitationSchema, config: { public: true, termsExempt: true, rateLimit } },
    async (request, reply) => {
      const { token, password } = request.body;
      const passwordHash = await hashPassword(password);
      const { user, landingUrl } = await app.db.transaction().execute(async (trx) => {
        const invited = await findInvitedUser(trx, token);
        if (!invited) throw new NotFoundError(INVITATION_INVALID);
        await deleteInvitations(trx, invited.id);
        const updated = await setFirstPassword(trx, invited.id, passwordHash);
        // A second click that raced the first finds the password already set.
        if (!updated) throw new NotFoundError(INVITATION_INVALID);
        return { user: updated, landingUrl: invited.landing_url };
      });
      if (request.sessionId) await deleteSession(app.db, request.sessionId);
      const session = await createSession(app.db, user.id);
      setSessionCookie(request, reply, session.token);
      return { user: presentSessionUser(toActor(user)), landingUrl };
    },
  );
};

export default inviteRoutes;
