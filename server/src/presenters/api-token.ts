import type { Selectable } from 'kysely';
import type { ApiTokensTable } from '../db/types';
import type { ApiTokenJson } from '../schemas/api-token';
import { iso, isoOrNull } from './dates';

export const presentApiToken = (row: Selectable<ApiTokensTable>): ApiTokenJson => ({
  _id: row.id,
  name: row.name,
  scope: row.read_only ? 'read' : 'write',
  created: iso(row.created_at),
  expires: iso(row.expires_at),
  lastUsed: isoOrNull(row.last_used_at),
  revoked: isoOrNull(row.revoked_at),
});
