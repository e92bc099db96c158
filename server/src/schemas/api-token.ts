// Personal API tokens (issue 25, services/api-tokens.ts): the signed-in user's own, on the account page.
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, IdParams, MessageResponse, nullable, paging, ref, responses, stringEnum } from './common';

export const API_TOKEN_DEFAULT_DAYS = 90;
export const API_TOKEN_MAX_DAYS = 365;

export const API_TOKEN_CREATED = 'API token created; copy it now, it will not be shown again';
export const API_TOKEN_REVOKED = 'API token revoked';
export const API_TOKEN_NAME_BLANK = 'Give the token a name';
export const API_TOKEN_NAME_TOO_LONG = 'The token name must have at most 100 characters';

export const API_TOKEN_SCOPES = ['read', 'write'] as const;

export const ApiToken = Type.Object(
  {
    _id: Id,
    name: Type.String(),
    /** read: GET calls only; write: every call its owner may make. */
    scope: stringEnum(API_TOKEN_SCOPES),
    created: DateTime,
    expires: DateTime,
    /** The last call made with it (to the minute); null when never used. */
    lastUsed: nullable(DateTime),
    revoked: nullable(DateTime),
  },
  { $id: 'ApiToken', title: 'ApiToken' },
);
export type ApiTokenJson = Static<typeof ApiToken>;

const tags = ['accounts'];

export const ListApiTokensSchema = {
  operationId: 'listApiTokens',
  tags,
  summary: "The signed-in user's personal API tokens, newest first (never the tokens themselves)",
  querystring: Type.Object(paging(50, 100)),
  response: responses({ 200: Type.Object({ tokens: Type.Array(ref(ApiToken)), total: Type.Integer() }) }),
};

export const CreateApiTokenSchema = {
  operationId: 'createApiToken',
  tags,
  summary: `A new personal API token (default ${API_TOKEN_DEFAULT_DAYS} days, at most ${API_TOKEN_MAX_DAYS}); the answer holds the token, shown this once`,
  body: Type.Object({
    name: Type.String({
      maxLength: 100,
      pattern: '\\S',
      errorMessage: { pattern: API_TOKEN_NAME_BLANK, maxLength: API_TOKEN_NAME_TOO_LONG },
    }),
    scope: stringEnum(API_TOKEN_SCOPES, { errorMessage: 'The scope must be read or write' }),
    days: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: API_TOKEN_MAX_DAYS,
        default: API_TOKEN_DEFAULT_DAYS,
        errorMessage: 'The token must expire in 1 to 365 days',
      }),
    ),
  }),
  response: responses({ 200: Type.Object({ message: Type.String(), token: Type.String(), apiToken: ref(ApiToken) }) }),
};

export const RevokeApiTokenSchema = {
  operationId: 'revokeApiToken',
  tags,
  summary: 'Revokes one of the signed-in user’s tokens: every call with it is refused from now on',
  params: IdParams,
  response: responses({ 200: ref(MessageResponse) }),
};
