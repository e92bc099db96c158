import { Type } from '@sinclair/typebox';
import { ErrorResponse, MessageResponse, ref } from '../../../schemas/common';
import { SessionUser } from '../../../schemas/session';

export const WRONG_CREDENTIALS = 'Wrong e-mail or password';

export const LoginSchema = {
  operationId: 'login',
  tags: ['session'],
  summary: 'Signs in and sets the httpOnly `sid` cookie',
  security: [],
  body: Type.Object({
    email: Type.String({ minLength: 1, maxLength: 320 }),
    password: Type.String({ minLength: 1, maxLength: 1000 }),
  }),
  response: {
    200: Type.Object({ user: ref(SessionUser) }),
    400: ref(ErrorResponse),
    401: ref(ErrorResponse),
    403: ref(ErrorResponse),
    429: ref(ErrorResponse),
  },
};

export const LogoutSchema = {
  operationId: 'logout',
  tags: ['session'],
  summary: 'Signs out: deletes the session and clears the cookie',
  security: [],
  response: { 200: ref(MessageResponse), 403: ref(ErrorResponse) },
};
