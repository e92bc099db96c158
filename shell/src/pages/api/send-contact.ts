/** POST /api/contact — a message to the studio's admins (anonymous visitors give their name and e-mail). */
import { api, type ApiBody, type ApiResponse } from 'shared-api';

export type ContactInput = ApiBody<'/api/contact', 'post'>;
export type ContactResult = ApiResponse<'/api/contact', 'post'>;

/** Silent: the form shows the server's message. */
export const sendContact = (input: ContactInput) =>
  api.post('/api/contact', { body: input }, { silent: true, redirectOn401: false });
