// Errors a route may throw; the error handler turns each into `{ message }` with its status.

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly redirectUrl?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export class BadRequestError extends HttpError {
  /** `field`: the body's field at fault, answered beside the sentence (`{ message, field }`). */
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(400, message);
  }
}

export const SIGN_IN_URL = '/auth/login';

export class UnauthorizedError extends HttpError {
  constructor(message = 'Please sign in') {
    super(401, message, SIGN_IN_URL);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'You are not allowed to do that', redirectUrl?: string) {
    super(403, message, redirectUrl);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

/** The request is well-formed but contradicts an earlier one (an Idempotency-Key reused for another request). */
export class UnprocessableError extends HttpError {
  constructor(message: string) {
    super(422, message);
  }
}
