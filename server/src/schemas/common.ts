// Building blocks for route schemas. Named schemas (with $id) are registered once on the app
// (plugins/schemas.ts) and referenced with `ref`, so OpenAPI and the generated client types name them.
import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';

/** A reference to a registered named schema that keeps its static type. */
export const ref = <T extends TSchema>(schema: T): TUnsafe<Static<T>> => Type.Unsafe<Static<T>>(Type.Ref(schema.$id as string));
export const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A string-keyed map of `value`. */
export const dict = <T extends TSchema>(value: T) =>
  Type.Unsafe<Record<string, Static<T>>>({ type: 'object', additionalProperties: value });

/** A string enum (`enum` in JSON Schema, a union of literals in TypeScript). */
export const stringEnum = <const T extends readonly string[]>(values: T, options: Record<string, unknown> = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

export const Id = Type.String({ format: 'uuid' });
export const DateTime = Type.String({ format: 'date-time' });

export const ErrorResponse = Type.Object(
  {
    message: Type.String(),
    redirectUrl: Type.Optional(Type.String()),
    /** A 400 on one field: its path in the request ("email", "items.0.jobId"), beside the sentence naming it. */
    field: Type.Optional(Type.String()),
  },
  { $id: 'ErrorResponse', title: 'ErrorResponse' },
);

export const MessageResponse = Type.Object({ message: Type.String() }, { $id: 'MessageResponse', title: 'MessageResponse' });

export const UserRef = Type.Object(
  {
    _id: Id,
    name: Type.String(),
    nameAlias: Type.String(),
    picture: nullable(Type.String()),
  },
  { $id: 'UserRef', title: 'UserRef' },
);
export type UserRefJson = Static<typeof UserRef>;

export const StoredFile = Type.Object(
  { id: Type.String(), name: Type.String(), ext: Type.String(), size: Type.Optional(Type.Integer()) },
  { $id: 'StoredFile', title: 'StoredFile' },
);

export const IdParams = Type.Object({ id: Id });

/** skip/limit paging; `maxLimit` caps one page. */
/** The furthest offset a list pages to: far beyond any studio's data, well inside PostgreSQL's bigint. */
export const MAX_SKIP = 1_000_000_000;

export const paging = (defaultLimit: number, maxLimit: number) => ({
  skip: Type.Integer({ minimum: 0, maximum: MAX_SKIP, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: maxLimit, default: defaultLimit }),
});

const errorRef = ref(ErrorResponse);

/** The response map of a route: its success answers plus the error answers every signed-in route may give. */
export function responses<T extends Record<number, TSchema>>(success: T) {
  return { ...success, 400: errorRef, 401: errorRef, 403: errorRef, 404: errorRef, 409: errorRef };
}

/** The shortest password accepted when one is set or changed. */
export const PASSWORD_MIN_LENGTH = 8;
/** What we accept as an e-mail address: something@domain.tld, no spaces inside (the routes trim and lower-case it). */
export const EMAIL_PATTERN = '^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$';
/** The same, or blank (a field where empty means "none"). */
const EMAIL_OR_BLANK_PATTERN = '^\\s*(?:[^\\s@]+@[^\\s@]+\\.[^\\s@]+)?\\s*$';
export const EMAIL_MAX_LENGTH = 320;

/**
 * The sentence a 400 gives when a field breaks its schema, instead of the validator's own (plugins/errors.ts
 * reads it): one sentence, or one per failing keyword. The client's message catalogue translates it.
 */
type ErrorMessage = string | Partial<Record<'pattern' | 'minLength' | 'maxLength', string>>;

/** The rules of an e-mail field, named in OpenAPI (the generated client constants carry them). */
export const EmailAddress = Type.String({
  pattern: EMAIL_PATTERN,
  maxLength: EMAIL_MAX_LENGTH,
  $id: 'EmailAddress',
  title: 'EmailAddress',
});
/** The rules of a new password, named in OpenAPI (the generated client constants carry them). */
export const NewPassword = Type.String({
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: 1000,
  $id: 'NewPassword',
  title: 'NewPassword',
});

/** An e-mail field: `EmailAddress`'s rules with the field's own 400 sentence; `orBlank` also takes an empty one. */
export const emailField = (errorMessage: ErrorMessage, orBlank = false) =>
  Type.String({ pattern: orBlank ? EMAIL_OR_BLANK_PATTERN : EMAIL_PATTERN, maxLength: EMAIL_MAX_LENGTH, errorMessage });
/** A new-password field: `NewPassword`'s rules with the field's own 400 sentence for a short one. */
export const newPasswordField = (tooShort: string) =>
  Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: 1000, errorMessage: { minLength: tooShort } });
