// Strict validation for routes whose bodies must arrive as the types they claim. Fastify's Ajv coerces
// (`"5"` becomes 5, `"true"` becomes true, `0` becomes false); a route given `strictValidation` checks its
// body with TypeBox's own checker instead, which converts nothing (path and query parameters are still
// converted, as they arrive as strings). Only plain TypeBox types work here: no `ref`, no `Type.Unsafe`
// (`stringEnum`); use `Type.Union` of `Type.Literal`s.
import type { FastifySchemaCompiler } from 'fastify';
import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';

// The formats our schemas use, as Ajv's formats define them (TypeBox knows none by itself).
const FORMATS: Record<string, RegExp> = {
  uuid: /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i,
  'date-time': /^\d{4}-\d{2}-\d{2}[t\s]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:z|[+-]\d{2}(?::?\d{2})?)$/i,
};
for (const [name, pattern] of Object.entries(FORMATS)) {
  if (!FormatRegistry.Has(name)) FormatRegistry.Set(name, (value) => pattern.test(value));
}

/** Validates with TypeBox; the body as sent, path and query parameters converted from strings. */
const validatorCompiler: FastifySchemaCompiler<unknown> = (definition) =>
  TypeBoxValidatorCompiler({ ...definition, schema: definition.schema as TSchema });

/** Route options: validate with TypeBox, no coercion of the body. */
export const strictValidation = { validatorCompiler } as const;
