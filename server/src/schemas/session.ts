import { Type, type Static } from '@sinclair/typebox';
import { USER_LEVELS } from '../db/types';
import { DateTime, dict, Id, nullable, ref, stringEnum } from './common';

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
}
