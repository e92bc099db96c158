import { Type } from '@sinclair/typebox';
import { emailField, ErrorResponse, Id, ref, responses } from './common';
import { Project } from './project';

export const COLLABORATOR_ADDED = 'Added new collaborator';
export const INVITATION_SENT = 'Invitation email has been sent to the user';
export const COLLABORATOR_REMOVED = 'Collaborator removed';
export const JOINED = 'You joined the project';
export const ALREADY_COLLABORATOR = 'Already a collaborator';
export const NOT_A_COLLABORATOR = 'Not a collaborator of this project';
export const LAST_PM = 'A project needs a PM: add another PM first';

const ProjectAnswer = Type.Object({ message: Type.String(), project: ref(Project) });
const ProjectParams = Type.Object({ id: Id });

export const AddCollaboratorSchema = {
  operationId: 'addProjectCollaborator',
  tags: ['projects'],
  summary: 'Adds a collaborator by e-mail (editCollabs); an unknown address is invited',
  description: [
    `An active user is added ("${COLLABORATOR_ADDED}", notified with action type \`invite\`); a collaborator already is 409.`,
    'An unknown address becomes a pending user at the `client` level (an admin may change the level later) and gets an',
    `invitation mail; a pending user gets a new link ("${INVITATION_SENT}"). After setting a password the invitee lands`,
    "on the project's page. `inviteUrl` (admins only, as with `POST /api/users/invite`) is the link the mail carries.",
    "Inviting an address with no account (or a pending one) is for the project's PMs and admins (403 for other",
    'collaborators), at most 30 a day per inviter (429, services/user-limits.ts), and is recorded in the PM logs.',
  ].join(' '),
  params: ProjectParams,
  body: Type.Object({
    email: Type.Optional(emailField('email: the e-mail address is not valid')),
    /** A person picked from the PM's autocomplete (power users see no e-mails there): one of the two is given. */
    userId: Type.Optional(Id),
  }),
  response: {
    ...responses({
      200: Type.Object({ message: Type.String(), project: ref(Project), inviteUrl: Type.Optional(Type.String()) }),
    }),
    429: ref(ErrorResponse),
  },
};

export const RemoveCollaboratorSchema = {
  operationId: 'removeProjectCollaborator',
  tags: ['projects'],
  summary: 'Removes a collaborator (editCollabs)',
  description:
    '404 when the user does not collaborate; 409 when they are the last collaborator holding the project-manager role (admins count as PMs everywhere, so removing an admin never leaves a project without one).',
  params: Type.Object({ id: Id, userId: Id }),
  response: responses({ 200: ProjectAnswer }),
};

export const JoinProjectSchema = {
  operationId: 'joinProject',
  tags: ['projects'],
  summary: 'A PM who is not on the project joins it as a collaborator (join)',
  params: ProjectParams,
  response: responses({ 200: ProjectAnswer }),
};
