/** GET /api/users?level=staff — the staff an admin may pick in the payment screens' staff filter. */
import { useApi, type ApiResponse } from 'shared-api';

export type StaffAnswer = ApiResponse<'/api/users', 'get'>;

/** The most staff the filter lists (the server's role-filter limit). */
const STAFF_LIMIT = 200;

/** `enabled` false (not an admin): asks nothing. */
export function useStaff(enabled: boolean) {
  return useApi('/api/users', enabled ? { query: { level: 'staff', limit: STAFF_LIMIT } } : null, { silent: true });
}
