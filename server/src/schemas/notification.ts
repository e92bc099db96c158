import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, IdParams, MessageResponse, nullable, paging, ref, responses } from './common';

export const Notif = Type.Object(
  {
    _id: Id,
    text: Type.String(),
    /** `text` rendered from markdown and sanitised. */
    html: Type.String(),
    url: Type.String(),
    created: DateTime,
    actionType: Type.String(),
    read: Type.Boolean(),
    /** How many notifications folded into this one (same url and action type while unread). */
    count: Type.Integer(),
    itemId: Type.String(),
    actor: nullable(Type.Object({ _id: Id, name: Type.String(), picture: nullable(Type.String()) })),
  },
  { $id: 'Notif', title: 'Notif' },
);
export type NotifJson = Static<typeof Notif>;

export const NotifConfig = Type.Object(
  { itemId: Type.String(), actionType: Type.String(), disabled: Type.Boolean() },
  { $id: 'NotifConfig', title: 'NotifConfig' },
);

const ItemKey = {
  itemId: Type.String({ minLength: 1, maxLength: 100 }),
  actionType: Type.String({ minLength: 1, maxLength: 50 }),
};

export const ListNotifsSchema = {
  operationId: 'listNotifs',
  tags: ['notifications'],
  summary: "The caller's notifications, newest first, with the unread count",
  querystring: Type.Object({ ...paging(50, 100) }),
  response: responses({
    200: Type.Object({ notifs: Type.Array(ref(Notif)), hasMore: Type.Boolean(), unread: Type.Integer() }),
  }),
};

export const MarkNotifSchema = {
  operationId: 'markNotif',
  tags: ['notifications'],
  summary: "Marks one of the caller's notifications read",
  params: IdParams,
  response: responses({ 200: Type.Object({ notif: ref(Notif) }) }),
};

export const UnmarkNotifSchema = {
  ...MarkNotifSchema,
  operationId: 'unmarkNotif',
  summary: "Marks one of the caller's notifications unread (folding into an unread twin if there is one)",
};

export const DeleteNotifSchema = {
  operationId: 'deleteNotif',
  tags: ['notifications'],
  summary: "Removes one of the caller's notifications",
  params: IdParams,
  response: responses({ 200: ref(MessageResponse) }),
};

export const MarkAllNotifsSchema = {
  operationId: 'markAllNotifs',
  tags: ['notifications'],
  summary: "Marks all the caller's notifications read",
  response: responses({ 200: ref(MessageResponse) }),
};

export const ClearAllNotifsSchema = {
  operationId: 'clearAllNotifs',
  tags: ['notifications'],
  summary: "Removes all the caller's read notifications",
  response: responses({ 200: ref(MessageResponse) }),
};

export const GetNotifConfigSchema = {
  operationId: 'getNotifConfig',
  tags: ['notifications'],
  summary: 'Whether the caller muted an (item, action type) pair',
  querystring: Type.Object(ItemKey),
  response: responses({ 200: Type.Object({ config: ref(NotifConfig) }) }),
};

export const SetNotifConfigSchema = {
  operationId: 'setNotifConfig',
  tags: ['notifications'],
  summary: 'Mutes (disabled: true) or unmutes an (item, action type) pair for the caller',
  body: Type.Object({ ...ItemKey, disabled: Type.Boolean() }),
  response: responses({ 200: Type.Object({ config: ref(NotifConfig) }) }),
};

export type NotifIdParams = Static<typeof IdParams>;

// The benchmark's floor (npm run bench, BENCH_FLOOR=1 only): hidden from the OpenAPI document.
export const NotifsBenchFloorSchema = { hide: true, querystring: Type.Object({ as: Id, ...paging(50, 100) }) };
