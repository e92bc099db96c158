import { Type, type Static } from '@sinclair/typebox';
import { USER_LEVELS } from '../db/types';
import { CONTRIBUTOR_ROLES, SPECIAL_ROLES } from '../domain/roles';
import { DateTime, dict, emailField, Id, MAX_SKIP, nullable, ref, responses, stringEnum } from './common';
import { Level } from './session';

/** Power users get the directory fields; admins also get the optional account fields. */
export const UserRow = Type.Object(
  {
    _id: Id,
    name: Type.String(),
    nameAlias: Type.String(),
    picture: nullable(Type.String()),
    level: ref(Level),
    role: Type.Array(Type.String()),
    email: Type.Optional(Type.String()),
    roleLevel: Type.Optional(dict(Type.Integer())),
    paymentInfo: Type.Optional(Type.String()),
    freelancerTnc: Type.Optional(nullable(DateTime)),
    notificationEmailOn: Type.Optional(Type.Boolean()),
    notificationEmail: Type.Optional(nullable(Type.String())),
    created: Type.Optional(DateTime),
    /** Admins: how many jobs the user claimed (any status). */
    jobCount: Type.Optional(Type.Integer()),
    /** Admins: invited and has not set a password yet. */
    pending: Type.Optional(Type.Boolean()),
  },
  { $id: 'UserRow', title: 'UserRow' },
);
export type UserRowJson = Static<typeof UserRow>;

/** Without a role filter power users get at most this many rows (mentions); with one, ROLE_LIMIT. */
export const DIRECTORY_LIMIT = 10;
export const ROLE_LIMIT = 200;

export const ListUsersSchema = {
  operationId: 'listUsers',
  tags: ['users'],
  summary: 'Users: full rows for admins, a limited directory for power users',
  description: `Power users (staff, PMs) get at most ${DIRECTORY_LIMIT} rows, or ${ROLE_LIMIT} with a role filter; a larger limit is reduced.`,
  querystring: Type.Object({
    lookup: Type.Optional(Type.String({ maxLength: 100, description: 'matches name, alias or e-mail' })),
    level: stringEnum(['all', ...USER_LEVELS] as const, { default: 'all' }),
    role: Type.Optional(Type.String({ maxLength: 50 })),
    skip: Type.Integer({ minimum: 0, maximum: MAX_SKIP, default: 0 }),
    limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 }),
  }),
  response: responses({
    200: Type.Object({
      users: Type.Array(ref(UserRow)),
      count: Type.Integer({ description: 'the users that match, counted up to 1,000 or just past the page asked for' }),
      countCapped: Type.Optional(Type.Boolean({ description: 'true when more users match than `count` (counting stopped)' })),
    }),
  }),
};

export const ALL_ROLES = [...CONTRIBUTOR_ROLES, ...SPECIAL_ROLES] as const;
export const USER_UPDATED = 'User updated';

export const EditUserSchema = {
  operationId: 'editUser',
  tags: ['users'],
  summary: "Admins: a user's level, payment info, roles and role star levels (0-3; 0 counts as the default 2)",
  description:
    'Roles not in `role` lose their star level. A client keeps the roles they had (clients hold no roles that count). ' +
    'Nobody raises their own level or roles (403); the last admin cannot step down (409).',
  params: Type.Object({ id: Id }),
  body: Type.Object({
    level: Type.Optional(ref(Level)),
    paymentInfo: Type.Optional(Type.String({ maxLength: 2000 })),
    role: Type.Optional(Type.Array(stringEnum(ALL_ROLES), { maxItems: ALL_ROLES.length, uniqueItems: true })),
    roleLevel: Type.Optional(dict(Type.Integer({ minimum: 0, maximum: 3 }))),
  }),
  response: responses({ 200: Type.Object({ message: Type.String(), user: ref(UserRow) }) }),
};

export const JobCountSchema = {
  operationId: 'countUserJobs',
  tags: ['users'],
  summary: "How many jobs the user claimed, of one job type or 'all' (admins, and the user themself)",
  params: Type.Object({ id: Id, role: Type.String({ pattern: '^[a-z-]{1,50}$' }) }),
  response: responses({ 200: Type.Object({ count: Type.Integer() }) }),
};

export const INVITATION_SENT = 'Invitation sent';

export const InviteUserSchema = {
  operationId: 'inviteUser',
  tags: ['users'],
  summary: 'Admins: creates a pending user and mails them a link to set a password (again for a pending user)',
  description:
    'The answer carries the link too, so an admin can pass it on another way. 409 when the e-mail belongs to an active user.',
  body: Type.Object({
    email: emailField('The e-mail address is not valid'),
    name: Type.Optional(Type.String({ maxLength: 100 })),
    level: Type.Optional(ref(Level)),
  }),
  response: responses({ 201: Type.Object({ message: Type.String(), user: ref(UserRow), inviteUrl: Type.String() }) }),
};
