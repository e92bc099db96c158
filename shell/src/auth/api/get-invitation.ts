/** GET /api/auth/invite?token — who an invitation link invites (404 when it is unknown, expired or used). */
import { useApi, type ApiResponse } from 'shared-api';

export type Invitation = ApiResponse<'/api/auth/invite', 'get'>;

/** Silent: the page shows the message in place of the form. */
export const useInvitation = (token: string | null) =>
  useApi('/api/auth/invite', token ? { query: { token } } : null, { silent: true });
