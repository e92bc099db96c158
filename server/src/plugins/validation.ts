// Validation compilers: request bodies are checked as sent, with no type coercion (`{"bonus": true}` or
// `{"price": [5]}` is a 400, never a $1 bonus) and nothing removed (a field a schema refuses is a 400), while query strings and path parameters — text by nature —
// are still coerced to the numbers and booleans their schemas name. Both share the registered schemas.
// Ajv coerces "1e999" to Infinity and then lets it past `integer`, `minimum` and `maximum` alike (Infinity reached
// SQL as `limit Infinity`, a 500): a coerced part whose numbers are not all finite is refused here.
import { AjvCompiler, type ValidatorFactory } from '@fastify/ajv-compiler';

type RouteSchema = { schema: unknown; method: string; url: string; httpPart: string };
type Compile = (route: RouteSchema) => unknown;
type CompilerOptions = { customOptions?: Record<string, unknown> } & Record<string, unknown>;
type Factory = (externalSchemas: Record<string, unknown>, options?: CompilerOptions) => Compile;

const coercing = AjvCompiler() as unknown as Factory;
const strict = AjvCompiler() as unknown as Factory;

type Validate = ((data: unknown) => boolean) & { errors?: unknown[] | null };
type ValidationError = { instancePath: string; schemaPath: string; keyword: string; params: object; message: string };

/** The JSON-pointer path of the first number in `value` that is not finite, or null. */
function nonFinite(value: unknown, path: string): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nonFinite(item, `${path}/${key}`);
      if (found !== null) return found;
    }
  }
  return null;
}

/** `validate`, also refusing numbers that coercion made infinite. */
function finiteOnly(validate: Validate): Validate {
  const checked: Validate = (data) => {
    if (!validate(data)) {
      checked.errors = validate.errors;
      return false;
    }
    const path = nonFinite(data, '');
    const error: ValidationError = {
      instancePath: path ?? '',
      schemaPath: '#',
      keyword: 'type',
      params: {},
      message: 'must be a finite number',
    };
    checked.errors = path === null ? null : [error];
    return path === null;
  };
  return checked;
}

/** Fastify's `schemaController.compilersFactory.buildValidator`: strict bodies, coerced text parts. */
const strictBodies: Factory = (externalSchemas, options = {}) => {
  // `errorMessage` (schemas/common.ts) is the field's own 400 sentence; `verbose` hands plugins/errors.ts the schema.
  const custom = { ...options.customOptions, keywords: ['errorMessage'], verbose: true };
  const coerce = coercing(externalSchemas, { ...options, customOptions: custom });
  // Bodies: a property a schema refuses (`additionalProperties: false`) is a 400 naming it (plugins/errors.ts), not
  // silently dropped as Fastify's default `removeAdditional: true` would.
  const exact = strict(externalSchemas, {
    ...options,
    customOptions: { ...custom, coerceTypes: false, removeAdditional: false },
  });
  return (route) => (route.httpPart === 'body' ? exact(route) : finiteOnly(coerce(route) as Validate));
};

export const buildValidator = strictBodies as unknown as ValidatorFactory;
