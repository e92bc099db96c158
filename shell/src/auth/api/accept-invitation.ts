/** POST /api/auth/invite/accept {token, password} — sets the invited user's password and signs them in. */
import { api, type ApiResponse } from 'shared-api';

export type AcceptedInvitation = ApiResponse<'/api/auth/invite/accept', 'post'>;

/** Silent: the form shows the server's message (too short, link no longer valid). */
export const acceptInvitation = (token: string, password: string) =>
  api.post('/api/auth/invite/accept', { body: { token, password } }, { silent: true, redirectOn401: false });
