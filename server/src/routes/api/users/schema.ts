import { Type, type Static } from '@sinclair/typebox';
import { USER_LEVELS } from '../../../db/types';
import { DateTime, dict, Id, nullable, ref, responses, stringEnum } from '../../../schemas/common';
import { Level } from '../../../schemas/session';

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
    skip: Type.Integer({ minimum: 0, default: 0 }),
    limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 }),
  }),
  response: responses({ 200: Type.Object({ users: Type.Array(ref(UserRow)), count: Type.Integer() }) }),
};
