// Every operation of the OpenAPI document, driven with generated bad input as five kinds of caller: the answer
// is never a 5xx, and no table gains or loses a row. Each request carries at least one thing the server must
// refuse (a NUL character, a value of the wrong type, a missing required field, a body that is not an object,
// a text over its limit or a malformed path parameter), plus noise (unknown fields, huge strings). The samples
// come from a fixed seed, so a failure names a request that fails again on the next run.
import fc from 'fast-check';
import { sql } from 'kysely';
import { buildOpenApiDocument } from '../src/openapi';
import { createFeed, createJob, createNotification, createPost } from './factories';
import { call, createTestApp, type TestApp } from './helper';
import { createProjectCallers, type Caller, type ProjectCallers } from './project-callers';

/** Requests per operation: about 500 in all, well under a minute on a busy machine. */
const RUNS_PER_OPERATION = 6;
const SEED = 20261123;
const FUZZ_CALLERS = ['anonymous', 'clientCollaborator', 'freelancer', 'projectPm', 'admin'] as const satisfies readonly Caller[];

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  maxLength?: number;
  format?: string;
};
type Parameter = { in: 'path' | 'query'; name: string; required?: boolean; schema: Schema };
type Operation = {
  method: 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH';
  path: string;
  parameters: Parameter[];
  body: Schema | null;
};
type Document = {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } }>
  >;
  components: { schemas: Record<string, Schema> };
};

/** A request to send, and what makes it bad (for the failure message). */
type BadRequest = { caller: (typeof FUZZ_CALLERS)[number]; flaw: string; url: string; payload?: unknown };

let t: TestApp;
let callers: ProjectCallers;
let operations: Operation[] = [];
let components: Record<string, Schema> = {};
/** Real ids for path parameters, so bad bodies meet real records. */
let ids: { job: string; project: string; user: string; post: string; notifs: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp();
  callers = await createProjectCallers(t);
  const job = await createJob(t.db, { project: callers.project, status: 'completed', claimedBy: callers.users.freelancer });
  const feed = await createFeed(t.db, { users: [callers.users.admin, callers.users.projectPm] });
  const post = await createPost(t.db, { feed, user: callers.users.admin });
  const notifs: Record<string, string> = {};
  for (const name of FUZZ_CALLERS) {
    if (name === 'anonymous') continue;
    notifs[name] = (await createNotification(t.db, { user: callers.users[name] })).id;
  }
  ids = { job: job.id, project: callers.project.id, user: callers.users.freelancer.id, post: post.id, notifs };
});
afterAll(() => t?.close());

const resolve = (schema: Schema): Schema =>
  schema.$ref ? resolve(components[schema.$ref.replace('#/components/schemas/', '')] ?? {}) : schema;

/** The JSON types a schema admits (null when it admits anything). */
function jsonTypes(raw: Schema): Set<string> | null {
  const schema = resolve(raw);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    const all = new Set<string>();
    for (const part of union) {
      const types = jsonTypes(part);
      if (!types) return null;
      types.forEach((type) => all.add(type));
    }
    return all;
  }
  if (schema.allOf) return jsonTypes(schema.allOf[0]);
  const values = schema.enum ?? (schema.const !== undefined ? [schema.const] : null);
  if (values) return new Set(values.map((v) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v)));
  if (!schema.type) return null;
  const types = new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
  if (types.has('integer')) types.add('number');
  return types;
}

const SAMPLES: Record<string, unknown> = {
  boolean: true,
  number: 12.5,
  string: 'not the right type',
  array: [1, 'two'],
  object: { nested: true },
  null: null,
};
/** Values of every JSON type the schema refuses outright. */
function wrongTypes(schema: Schema): unknown[] {
  const allowed = jsonTypes(schema);
  if (!allowed) return [];
  return Object.entries(SAMPLES)
    .filter(([type]) => !allowed.has(type))
    .map(([, value]) => value);
}

const nulString = fc.string({ maxLength: 8 }).map((s) => `${s}\u0000${s}`);
const hugeString = fc.constantFrom(100_001, 250_000).map((n) => 'x'.repeat(n));
const oddString = fc.oneof(fc.string({ maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 30 }), hugeString);
const unknownFields = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 12 }).map((k) => `unknown_${k}`),
  fc.oneof(oddString, fc.integer(), fc.boolean(), fc.constant(null)),
  { maxKeys: 3 },
);
const badPathValue = fc.oneof(
  fc.constantFrom('not-an-id', '0', '-1', '..', '../..', '%2e%2e', 'null', '[]', '{}', ' ', 'ก'.repeat(40)),
  nulString,
  hugeString.map((s) => s.slice(0, 5000)),
  fc.string({ minLength: 1, maxLength: 40 }),
);

/** A real value for a path parameter of `path`, as `caller`. */
function realParam(operation: Operation, parameter: Parameter, caller: string): string {
  const schema = resolve(parameter.schema);
  if (schema.enum) return String(schema.enum[0]);
  if (parameter.name === 'userId') return ids.user;
  if (parameter.name === 'role') return 'script';
  if (operation.path.startsWith('/api/jobs/')) return ids.job;
  if (operation.path.startsWith('/api/projects/')) return ids.project;
  if (operation.path.startsWith('/api/posts/')) return ids.post;
  if (operation.path.startsWith('/api/users/')) return ids.user;
  if (operation.path.startsWith('/api/notifs/')) return ids.notifs[caller] ?? ids.notifs.admin;
  return ids.project;
}

function urlOf(operation: Operation, params: Record<string, string>, query: Record<string, string>): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]));
  const search = Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

/** The flaws that this operation can be given, each a generator of a request missing nothing else. */
function badRequests(operation: Operation): fc.Arbitrary<BadRequest> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const body = operation.body ? resolve(operation.body) : null;
  const bodyProps = Object.entries(body?.properties ?? {});
  const caller = fc.constantFrom(...FUZZ_CALLERS);
  const hasBody = operation.method !== 'GET';

  const build = (
    flaw: string,
    parts: { caller: BadRequest['caller']; params?: Record<string, string>; query?: Record<string, string>; payload?: unknown },
  ): BadRequest => {
    const params = Object.fromEntries(
      pathParams.map((p) => [p.name, parts.params?.[p.name] ?? realParam(operation, p, parts.caller)]),
    );
    return { caller: parts.caller, flaw, url: urlOf(operation, params, parts.query ?? {}), payload: parts.payload };
  };
  const noiseBody = (extra: Record<string, unknown> = {}) => unknownFields.map((noise) => ({ ...noise, ...extra }));

  const flaws: fc.Arbitrary<BadRequest>[] = [
    // A NUL character in an unknown query parameter (the query is read before it is validated).
    fc
      .tuple(caller, nulString, hasBody ? noiseBody() : fc.constant(undefined))
      .map(([who, nul, payload]) => build('NUL in the query', { caller: who, query: { q: nul }, payload })),
  ];
  if (hasBody) {
    flaws.push(
      fc
        .tuple(caller, nulString, unknownFields)
        .map(([who, nul, noise]) => build('NUL in the body', { caller: who, payload: { ...noise, note: nul } })),
    );
  }
  for (const parameter of pathParams) {
    flaws.push(
      fc
        .tuple(caller, badPathValue, hasBody ? noiseBody() : fc.constant(undefined))
        .map(([who, value, payload]) =>
          build(`bad path parameter ${parameter.name}`, { caller: who, params: { [parameter.name]: value }, payload }),
        ),
    );
  }
  for (const parameter of queryParams) {
    const schema = resolve(parameter.schema);
    const types = jsonTypes(schema);
    const wrong: fc.Arbitrary<string>[] = [];
    if (types && !types.has('string'))
      wrong.push(fc.constantFrom('abc', '1e999', '99999999999999999999999', '-1.5e3', 'true', ''));
    else if (schema.enum) wrong.push(fc.constantFrom('not-in-the-list', 'ALL', ''));
    if (schema.maxLength !== undefined) wrong.push(fc.constant('y'.repeat(schema.maxLength + 1)));
    if (wrong.length === 0) continue;
    flaws.push(
      fc
        .tuple(caller, fc.oneof(...wrong), fc.dictionary(fc.constantFrom('extra', 'skip_', 'x'), oddString, { maxKeys: 2 }))
        .map(([who, value, noise]) =>
          build(`bad query ${parameter.name}`, { caller: who, query: { ...noise, [parameter.name]: value } }),
        ),
    );
  }
  if (body) {
    flaws.push(
      fc
        .tuple(caller, fc.constantFrom<unknown>([], [1, 2], 42, 'text', true, null))
        .map(([who, payload]) => build('a body that is not an object', { caller: who, payload: JSON.stringify(payload) })),
    );
    for (const [name, schema] of bodyProps) {
      const wrong = wrongTypes(schema);
      if (wrong.length > 0) {
        flaws.push(
          fc
            .tuple(caller, fc.constantFrom(...wrong), noiseBody())
            .map(([who, value, noise]) => build(`wrong type for ${name}`, { caller: who, payload: { ...noise, [name]: value } })),
        );
      }
      const text = resolve(schema);
      if (text.type === 'string' && text.maxLength !== undefined && text.maxLength < 100_000) {
        const over = 'z'.repeat(text.maxLength + 1);
        flaws.push(caller.map((who) => build(`${name} over its length`, { caller: who, payload: { [name]: over } })));
      }
    }
    for (const name of body.required ?? []) {
      const others = Object.fromEntries(bodyProps.filter(([key]) => key !== name).map(([key]) => [key, 'x']));
      flaws.push(fc.tuple(caller, noiseBody(others)).map(([who, payload]) => build(`missing ${name}`, { caller: who, payload })));
    }
  }
  return fc.oneof(...flaws);
}

/**
 * Rows in every table of the app's schema, in one query; but the form rate limits' counters (rate_limit_hits), which
 * count every attempt, bad input included: that is what keeps a flood of them away.
 */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'rate_limit_hits'
    order by table_name`.execute(t.db);
  const counts = sql.join(
    tables.rows.map(({ name }) => sql`select ${name} as name, count(*)::int as n from ${sql.id(name)}`),
    sql` union all `,
  );
  const result = await sql<{ name: string; n: number }>`${counts}`.execute(t.db);
  return Object.fromEntries(result.rows.map(({ name, n }) => [name, Number(n)]));
}

describe('generated bad input on every operation of the OpenAPI document', () => {
  it('answers 4xx and writes nothing, for every operation and caller', async () => {
    const document = (await buildOpenApiDocument(t.config)) as unknown as Document;
    components = document.components.schemas;
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content['application/json']?.schema ?? null,
      })),
    );
    expect(operations.length).toBeGreaterThan(50);

    const failures: string[] = [];
    for (const [index, operation] of operations.entries()) {
      const before = await rowCounts();
      const samples = fc.sample(badRequests(operation), { numRuns: RUNS_PER_OPERATION, seed: SEED + index });
      for (const sample of samples) {
        const payload = sample.payload;
        const response = await call(t.app, operation.method, sample.url, {
          cookie: callers.cookies[sample.caller],
          payload: typeof payload === 'string' ? payload : (payload as object | undefined),
          headers: payload === undefined ? {} : { 'content-type': 'application/json' },
        });
        if (response.statusCode >= 500) {
          failures.push(
            `${operation.method} ${operation.path} as ${sample.caller}, ${sample.flaw}: ${response.statusCode} ${response.body.slice(0, 200)} ` +
              `(url ${sample.url.slice(0, 200)}, body ${JSON.stringify(payload)?.slice(0, 200)})`,
          );
        }
      }
      const after = await rowCounts();
      const changed = Object.keys(after).filter((name) => after[name] !== before[name]);
      if (changed.length > 0)
        failures.push(
          `${operation.method} ${operation.path} changed the rows of ${changed.map((n) => `${n} (${before[n]} → ${after[n]})`).join(', ')}`,
        );
    }
    expect(failures).toEqual([]);
  });
});
