// Accepting an invitation: the link's page reads who is invited, then sets the password, which signs
// the new user in. Public routes (the invitee has no session yet), rate-limited like sign-in.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../../errors';
import { setSessionCookie } from '../../../plugins/session';
import { presentSessionUser } from '../../../presenters/user';
import { ErrorResponse, newPasswordField, PASSWORD_MIN_LENGTH, ref } from '../../../schemas/common';
import { SessionUser } from '../../../schemas/session';
import { findInvitedUser } from '../../../services/invitations';
import { hashPassword } from '../../../services/passwords';
import { createSession, deleteSession } from '../../../services/sessions';
import { deleteInvitations, setFirstPassword, toActor } from '../../../repositories/users';

export const INVITATION_INVALID = 'This invitation link is not valid any more: ask an admin for a new one';

const errors = { 400: ref(ErrorResponse), 403: ref(ErrorResponse), 404: ref(ErrorResponse), 429: ref(ErrorResponse) };
const Token = Type.String({ minLength: 20, maxLength: 200 });

export const GetInvitationSchema = {
  operationId: 'getInvitation',
  tags: ['session'],
  summary: 'Who an invitation link invites (404 when it is unknown, expired or already used)',
  security: [],
  querystring: Type.Object({ token: Token }),
  response: { 200: Type.Object({ email: Type.String(), name: Type.String() }), ...errors },
};

export const AcceptInvitationSchema = {
  operationId: 'acceptInvitation',
  tags: ['session'],
  summary: `Sets the invited user's password (at least ${PASSWORD_MIN_LENGTH} characters) and signs them in`,
  description:
    "`landingUrl` is the app page the invitation was for (a project's page when a project's collaborator list invited them); null: the app's home.",
  security: [],
  body: Type.Object({
    token: Token,
    password: newPasswordField(`The password must have at least ${PASSWORD_MIN_LENGTH} characters`),
  }),
  response: {
    200: Type.Object({ user: ref(SessionUser), landingUrl: Type.Union([Type.String(), Type.Null()]) }),
    ...errors,
  },
};

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
