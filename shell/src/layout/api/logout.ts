/** POST /api/auth/logout — ends the session (a POST from our own page: the server refuses other origins). */
import { api, type ApiResponse } from 'shared-api';

export type SignedOut = ApiResponse<'/api/auth/logout', 'post'>;

/** Failures (the server unreachable, say) toast through the error catalogue and leave the user signed in. */
export const logout = () => api.post('/api/auth/logout');
