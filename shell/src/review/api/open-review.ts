/** POST /api/review/open — what a review link shows (token and password in the body, never in the address). */
import { api, type ApiResponse } from 'shared-api';

export type ReviewView = ApiResponse<'/api/review/open', 'post'>['review'];

/** Silent: the page shows the server's sentence (wrong password, link gone). */
export const openReview = (token: string, password?: string) =>
  api.post('/api/review/open', { body: { token, ...(password ? { password } : {}) } }, { silent: true, redirectOn401: false });
