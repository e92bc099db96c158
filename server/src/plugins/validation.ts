// Validation compilers: request bodies are checked as sent, with no type coercion (`{"bonus": true}` or
// `{"price": [5]}` is a 400, never a $1 bonus), while query strings and path parameters — text by nature —
// are still coerced to the numbers and booleans their schemas name. Both share the registered schemas.
import { AjvCompiler, type ValidatorFactory } from '@fastify/ajv-compiler';

type RouteSchema = { schema: unknown; method: string; url: string; httpPart: string };
type Compile = (route: RouteSchema) => unknown;
type CompilerOptions = { customOptions?: Record<string, unknown> } & Record<string, unknown>;
type Factory = (externalSchemas: Record<string, unknown>, options?: CompilerOptions) => Compile;

const coercing = AjvCompiler() as unknown as Factory;
const strict = AjvCompiler() as unknown as Factory;

/** Fastify's `schemaController.compilersFactory.buildValidator`: strict bodies, coerced text parts. */
const strictBodies: Factory = (externalSchemas, options = {}) => {
  // `errorMessage` (schemas/common.ts) is the field's own 400 sentence; `verbose` hands plugins/errors.ts the schema.
  const custom = { ...options.customOptions, keywords: ['errorMessage'], verbose: true };
  const coerce = coercing(externalSchemas, { ...options, customOptions: custom });
  const exact = strict(externalSchemas, { ...options, customOptions: { ...custom, coerceTypes: false } });
  return (route) => (route.httpPart === 'body' ? exact(route) : coerce(route));
};

export const buildValidator = strictBodies as unknown as ValidatorFactory;
