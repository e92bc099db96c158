/**
 * The error catalogue of the spec (doc 1 section 8), in one place:
 * - 401: go to the body's `redirectUrl` (default `/auth/login`) with `?redirect=<current address>`;
 * - 403 with `redirectUrl` (freelancer terms): move there inside the app;
 * - anything else: a toast with the server's message; status 500 or no message: "Unexpected error occurred".
 */
import { toast } from '../bus/bus';
import type { ErrorBody } from '../types';
import { browserNavigation, currentAddress, navigateTo } from './navigation';

export const UNEXPECTED_ERROR = 'Unexpected error occurred';
export const DEFAULT_LOGIN_URL = '/auth/login';

/** An HTTP error. `message` is what to show the user; the raw response body is in `body`. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(ApiError.displayMessage(status, body));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's message, or "Unexpected error occurred" for 500, network failures and bodies without one. */
  static displayMessage(status: number, body: unknown): string {
    const message = errorBodyOf(body).message;
    if (status === 500 || typeof message !== 'string' || message.trim() === '') return UNEXPECTED_ERROR;
    return message;
  }

  get redirectUrl(): string | undefined {
    return errorBodyOf(this.body).redirectUrl;
  }
}

export function errorBodyOf(body: unknown): ErrorBody {
  if (body === null || typeof body !== 'object') return {};
  const { message, redirectUrl } = body as Record<string, unknown>;
  return {
    message: typeof message === 'string' ? message : undefined,
    redirectUrl: typeof redirectUrl === 'string' && redirectUrl !== '' ? redirectUrl : undefined,
  };
}

export type ErrorHandlingOptions = {
  /** Skip the toast: the caller shows the message itself (e.g. a form keeping it beside its fields). */
  silent?: boolean;
  /** false: treat a 401 like any other error (the login form's "Wrong e-mail or password"). Default true. */
  redirectOn401?: boolean;
};

export function isAbortError(err: unknown): boolean {
  return err instanceof Error && err.name === 'AbortError';
}

/** The login URL for a 401: the body's redirectUrl (or /auth/login) with ?redirect=<current address>. */
export function loginRedirectUrl(redirectUrl: string = DEFAULT_LOGIN_URL): string {
  const separator = redirectUrl.includes('?') ? '&' : '?';
  return `${redirectUrl}${separator}redirect=${encodeURIComponent(currentAddress())}`;
}

/** Apply the error catalogue to an error thrown by `api` (or anything else). Never throws. */
export function handleApiError(err: unknown, options: ErrorHandlingOptions = {}): void {
  if (isAbortError(err)) return;
  if (!(err instanceof ApiError)) {
    if (!options.silent) toast.error(UNEXPECTED_ERROR);
    return;
  }
  if (err.status === 401 && options.redirectOn401 !== false) {
    const target = err.redirectUrl ?? DEFAULT_LOGIN_URL;
    // Already on the login page: reloading it would loop.
    if (new URL(target, window.location.href).pathname !== window.location.pathname) {
      browserNavigation.assign(loginRedirectUrl(target));
    }
    return;
  }
  if (err.status === 403 && err.redirectUrl) {
    navigateTo(err.redirectUrl);
    return;
  }
  if (!options.silent) toast.error(err.message);
}
