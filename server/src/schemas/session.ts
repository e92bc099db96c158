import { Type, type Static } from '@sinclair/typebox';
import { USER_LEVELS } from '../db/types';
import {
  DateTime,
  dict,
  ErrorResponse,
  Id,
  MessageResponse,
  newPasswordField,
  nullable,
  PASSWORD_MIN_LENGTH,
  ref,
  responses,
  stringEnum,
} from './common';

export const Level = stringEnum(USER_LEVELS, { $id: 'Level', title: 'Level' });
export const Locale = stringEnum(['en', 'th'] as const, { $id: 'Locale', title: 'Locale' });

export const SessionUser = Type.Object(
  {
    _id: Id,
    name: Type.String(),
    nameAlias: Type.String(),
    email: Type.String(),
    picture: nullable(Type.String()),
    level: ref(Level),
    role: Type.Array(Type.String()),
    roleLevel: dict(Type.Integer({ minimum: 0, maximum: 3 })),
    freelancerTnc: nullable(DateTime),
    locale: nullable(ref(Locale)),
  },
  { $id: 'SessionUser', title: 'SessionUser' },
);
export type SessionUserJson = Static<typeof SessionUser>;

export const RemoteEntry = Type.Object(
  { version: Type.String(), entry: Type.String(), manifest: Type.String() },
  { $id: 'RemoteEntry', title: 'RemoteEntry' },
);
export const RemoteRegistry = Type.Object(
  { remotes: dict(ref(RemoteEntry)) },
  { $id: 'RemoteRegistry', title: 'RemoteRegistry' },
);
export type RemoteRegistryJson = Static<typeof RemoteRegistry>;

/** The JSON the page carries in <script type="application/json" id="boot">. */
export interface BootJson {
  user: SessionUserJson | null;
  registry: RemoteRegistryJson;
  locale: 'en' | 'th';
  /**
   * An admin's left-menu "My Projects" (their to-do board list, the first MENU_PROJECTS), so the menu is drawn whole at
   * the first paint instead of growing under Explore when its read answers; absent for everyone else.
   */
  menuProjects?: { _id: string; title: string }[];
}

/** How many of an admin's to-do board projects the left menu lists (the shell's `MY_PROJECTS_MENU_LIMIT`). */
export const MENU_PROJECTS = 10;

export const GetSessionSchema = {
  operationId: 'getSession',
  tags: ['session'],
  summary: 'The signed-in user',
  response: responses({ 200: Type.Object({ user: ref(SessionUser) }) }),
};

export const LoginSchema = {
  operationId: 'login',
  tags: ['session'],
  summary: 'Signs in and sets the httpOnly `sid` cookie',
  security: [],
  body: Type.Object({
    email: Type.String({ minLength: 1, maxLength: 320 }),
    password: Type.String({ minLength: 1, maxLength: 1000 }),
  }),
  response: {
    200: Type.Object({ user: ref(SessionUser) }),
    400: ref(ErrorResponse),
    401: ref(ErrorResponse),
    403: ref(ErrorResponse),
    429: ref(ErrorResponse),
  },
};

export const LogoutSchema = {
  operationId: 'logout',
  tags: ['session'],
  summary: 'Signs out: deletes the session and clears the cookie',
  security: [],
  response: { 200: ref(MessageResponse), 403: ref(ErrorResponse) },
};

const invitationErrors = { 400: ref(ErrorResponse), 403: ref(ErrorResponse), 404: ref(ErrorResponse), 429: ref(ErrorResponse) };
const InvitationToken = Type.String({ minLength: 20, maxLength: 200 });

export const GetInvitationSchema = {
  operationId: 'getInvitation',
  tags: ['session'],
  summary: 'Who an invitation link invites (404 when it is unknown, expired or already used)',
  security: [],
  querystring: Type.Object({ token: InvitationToken }),
  response: { 200: Type.Object({ email: Type.String(), name: Type.String() }), ...invitationErrors },
};

export const AcceptInvitationSchema = {
  operationId: 'acceptInvitation',
  tags: ['session'],
  summary: `Sets the invited user's password (at least ${PASSWORD_MIN_LENGTH} characters) and signs them in`,
  description:
    "`landingUrl` is the app page the invitation was for (a project's page when a project's collaborator list invited them); null: the app's home.",
  security: [],
  body: Type.Object({
    token: InvitationToken,
    password: newPasswordField(`The password must have at least ${PASSWORD_MIN_LENGTH} characters`),
  }),
  response: {
    200: Type.Object({ user: ref(SessionUser), landingUrl: Type.Union([Type.String(), Type.Null()]) }),
    ...invitationErrors,
  },
};
