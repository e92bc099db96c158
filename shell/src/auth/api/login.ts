/** POST /api/auth/login {email, password} — starts a session (httpOnly cookie) and returns the user. */
import { api } from 'shared-api';

export function login(email: string, password: string) {
  // The form shows the server's message itself (401 "Wrong e-mail or password", 429): no toast, no redirect.
  return api.post('/api/auth/login', { body: { email, password } }, { silent: true, redirectOn401: false });
}
