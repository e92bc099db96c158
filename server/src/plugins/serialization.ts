// Response serializers: Fastify's own (fast-json-stringify, one function per route, status code and content type),
// built when the app starts, or, with `lazy`, when a route first answers with that status. Building every
// serializer is most of an app's start (about 70% of `app.ready()`: each schema is checked against JSON Schema's
// meta-schema and compiled to code); a test file starts an app of its own and answers a few routes, so tests build
// only what they use (issue 27 item 7). The function built is the same either way, so an answer is serialised as
// it would be at start; production builds every serializer at start, so a schema that does not compile stops the
// start (e2e and the cluster test start the production server) rather than a later request.
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Factory = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']
>;
type Serialize = ReturnType<ReturnType<Factory>>;

const eager = SerializerSelector() as unknown as Factory;

/** Fastify's `schemaController.compilersFactory.buildSerializer`, eager (as Fastify's default) or lazy. */
export function serializerFactory(lazy: boolean): Factory {
  if (!lazy) return eager;
  return (externalSchemas, options) => {
    const build = eager(externalSchemas, options);
    return (route) => {
      let serialize: Serialize | undefined;
      return (data) => (serialize ??= build(route))(data);
    };
  };
}
