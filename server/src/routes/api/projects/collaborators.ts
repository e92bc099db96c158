// A project's collaborators: added by e-mail (an unknown address is invited and lands on the project after
// setting a password), removed, and PMs joining. Collaboration decides who reads a client's or freelancer's
// project (DECISIONS "Who may see and do what").
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../../errors';
import { can, collaboratingPms, INVITE_NEW_PEOPLE_FORBIDDEN, removesLastPm } from '../../../policies';
import {
  addProjectCollaborator,
  removeProjectCollaborator,
  userEmail,
  userForInvite,
} from '../../../repositories/project-collaborators';
import { logProjectEvent } from '../../../repositories/project-logs';
import { projectTarget, updateProject } from '../../../repositories/projects';
import { normaliseEmail } from '../../../repositories/users';
import { requestLocale } from '../../../plugins/request-locale';
import { createInvitation, inviteUrl, sendInvitationMail } from '../../../services/invitations';
import { notifyInvitee, notifyJoin } from '../../../services/project-notifications';
import { consumeUserLimit } from '../../../services/user-limits';
import { currentUser } from '../../current-user';
import { requestOrigin } from '../../origin';
import {
  ALREADY_COLLABORATOR,
  AddCollaboratorSchema,
  COLLABORATOR_ADDED,
  COLLABORATOR_REMOVED,
  INVITATION_SENT,
  JOINED,
  JoinProjectSchema,
  LAST_PM,
  NOT_A_COLLABORATOR,
  RemoveCollaboratorSchema,
} from '../../../schemas/project-collaborators';
import { presentProjectView } from '../../../presenters/project';
import { projectPagePath, withLockedProject } from '../../../services/locked-project';

/** The e-mail of the person to add: as typed, or the picked user's (400 when neither or both are given). */
async function collaboratorEmail(db: Kysely<Database>, body: { email?: string; userId?: string }): Promise<string> {
  if ((body.email === undefined) === (body.userId === undefined)) {
    throw new BadRequestError('body: give either email or userId');
  }
  if (body.email !== undefined) return normaliseEmail(body.email);
  const email = await userEmail(db, body.userId!);
  if (email === undefined) throw new BadRequestError('userId: no user has that id');
  return email;
}

const collaboratorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/:id/collabs', { schema: AddCollaboratorSchema }, async (request) => {
    const actor = currentUser(request);
    const projectId = request.params.id;
    const email = await collaboratorEmail(app.db, request.body);
    const origin = app.config.publicUrl ?? requestOrigin(request);
    const check = { action: 'editCollabs' } as const;

    const { result, after } = await withLockedProject(app.db, actor, projectId, check, async (trx, before) => {
      const { user, created } = await userForInvite(trx, email);
      const pending = user.password_hash === null;
      const collaborates = before.collaborator_ids.includes(user.id);
      if (collaborates && !pending) throw new ConflictError(ALREADY_COLLABORATOR);
      if (!collaborates) await addProjectCollaborator(trx, projectId, user.id);

      let token: string | null = null;
      if (pending) {
        // Someone with no account yet: the project's PMs invite them, a few a day (issue 19); this rolls back the
        // account made above.
        if (!can(actor, 'inviteNewPeople', 'project', projectTarget(before)))
          throw new ForbiddenError(INVITE_NEW_PEOPLE_FORBIDDEN);
        await consumeUserLimit(trx, app.config.userLimits, actor.id, 'invitations');
        // A new link (the old one stops working) that lands on this project once the password is set.
        token = await createInvitation(trx, user.id, actor.id, projectPagePath(projectId));
        await sendInvitationMail(app.mailer, trx, {
          to: email,
          name: user.name,
          inviter: actor.name,
          locale: requestLocale(request),
          url: inviteUrl(origin, token),
          project: before.title,
        });
      } else {
        await notifyInvitee(trx, actor, before, user.id);
      }
      await logProjectEvent(trx, {
        projectId,
        userId: actor.id,
        action: pending ? 'collaborator-invited' : 'collaborator-added',
        details: { userId: user.id, name: user.name, email, newUser: created, ...(pending ? { invitedBy: actor.name } : {}) },
      });
      await updateProject(trx, projectId);
      return { token };
    });

    const { token } = result;
    return {
      message: token ? INVITATION_SENT : COLLABORATOR_ADDED,
      project: presentProjectView(after),
      // Admins may pass the link on another way (as with POST /api/users/invite); nobody else sees it.
      ...(token && can(actor, 'inviteUsers', 'studio', null) ? { inviteUrl: inviteUrl(origin, token) } : {}),
    };
  });

  app.delete('/:id/collabs/:userId', { schema: RemoveCollaboratorSchema }, async (request) => {
    const actor = currentUser(request);
    const { id: projectId, userId } = request.params;
    const check = { action: 'editCollabs' } as const;
    const { after } = await withLockedProject(app.db, actor, projectId, check, async (trx, before) => {
      const removed = before.collab_rows.find((collab) => collab._id === userId);
      if (!removed) throw new NotFoundError(NOT_A_COLLABORATOR);
      if (removesLastPm(before.collab_rows, userId)) throw new ConflictError(LAST_PM);
      await removeProjectCollaborator(trx, projectId, userId);
      await logProjectEvent(trx, {
        projectId,
        userId: actor.id,
        action: 'collaborator-removed',
        details: { userId, name: removed.name },
      });
      await updateProject(trx, projectId);
    });
    return { message: COLLABORATOR_REMOVED, project: presentProjectView(after) };
  });

  app.post('/:id/join', { schema: JoinProjectSchema }, async (request) => {
    const actor = currentUser(request);
    const projectId = request.params.id;
    const check = { action: 'join' } as const;
    const { after } = await withLockedProject(app.db, actor, projectId, check, async (trx, before) => {
      await addProjectCollaborator(trx, projectId, actor.id);
      const details = { userId: actor.id, name: actor.name };
      await logProjectEvent(trx, { projectId, userId: actor.id, action: 'collaborator-joined', details });
      await notifyJoin(trx, actor, { id: projectId, title: before.title }, collaboratingPms(before.collab_rows));
      await updateProject(trx, projectId);
    });
    return { message: JOINED, project: presentProjectView(after) };
  });
};

export default collaboratorRoutes;
