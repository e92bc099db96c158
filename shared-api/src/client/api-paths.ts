/**
 * The client's calls typed by path: a path template of the generated OpenAPI `paths` (`'/api/jobs/{id}/approve'`)
 * selects the operation, and from it the path params, the query, the JSON body and the answer (the 200 or 201 JSON).
 * A body or answer that drifts from the server's route schemas is then a compile error in the caller.
 */
import type { paths } from '../generated/api-types';
import { withQuery } from './query';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type ApiPath = keyof paths;

/** The paths that have an operation for `method` (absent methods are generated as `method?: never`). */
export type PathFor<M extends HttpMethod> = { [P in ApiPath]: paths[P] extends { [K in M]: object } ? P : never }[ApiPath];

/** The OpenAPI operation of `method` at `path`. */
export type OperationAt<P extends ApiPath, M extends HttpMethod> = paths[P] extends { [K in M]: infer O } ? O : never;

type ParamsOf<O> = O extends { parameters: infer Params } ? Params : never;
type JsonOf<Part> = Part extends { content: { 'application/json': infer Json } } ? Json : never;

/** `{ params: { id } }` when the path has params, else nothing. */
type ParamsPart<O> = ParamsOf<O> extends { path: infer Path } ? { params: Path } : { params?: never };
/** `{ query }` (optional when every query param is), else nothing. */
type QueryPart<O> =
  ParamsOf<O> extends { query: infer Query }
    ? { query: Query }
    : [NonNullable<ParamsOf<O> extends { query?: infer Query } ? Query : never>] extends [never]
      ? { query?: never }
      : { query?: NonNullable<ParamsOf<O> extends { query?: infer Query } ? Query : never> | null };
/** `{ body }` (optional when the operation's body is), else nothing. */
type BodyPart<O> = O extends { requestBody: infer Body }
  ? { body: JsonOf<Body> }
  : [JsonOf<NonNullable<O extends { requestBody?: infer Body } ? Body : never>>] extends [never]
    ? { body?: never }
    : { body?: JsonOf<NonNullable<O extends { requestBody?: infer Body } ? Body : never>> };

/** What a call sends besides its path: `{ params, query, body }`, each only where the operation has it. */
export type RequestParts<P extends ApiPath, M extends HttpMethod> = ParamsPart<OperationAt<P, M>> &
  QueryPart<OperationAt<P, M>> &
  BodyPart<OperationAt<P, M>>;

/** The query params of an endpoint: `ApiQuery<'/api/jobs', 'get'>` (never when it takes none). */
export type ApiQuery<P extends ApiPath, M extends HttpMethod> = NonNullable<
  ParamsOf<OperationAt<P, M>> extends { query?: infer Query } ? Query : never
>;

/** The JSON request body of an endpoint: `ApiBody<'/api/projects', 'post'>`. */
export type ApiBody<P extends ApiPath, M extends HttpMethod> = JsonOf<
  NonNullable<OperationAt<P, M> extends { requestBody?: infer Body } ? Body : never>
>;

/** The JSON success answer of an endpoint (its 200, else its 201): `ApiResponse<'/api/jobs', 'get'>`. */
export type ApiResponse<P extends ApiPath, M extends HttpMethod> =
  OperationAt<P, M> extends { responses: infer Responses }
    ? Responses extends { 200: infer Ok }
      ? JsonOf<Ok>
      : Responses extends { 201: infer Created }
        ? JsonOf<Created>
        : undefined
    : never;

/** True when every part may be left out, so the parts argument is optional. */
type AllOptional<T> = Partial<T> extends T ? true : false;

/** The parts argument of a call: required when the operation needs params, a query or a body. */
export type PartsArgs<P extends ApiPath, M extends HttpMethod, Options> =
  AllOptional<RequestParts<P, M>> extends true
    ? [parts?: RequestParts<P, M> | null, options?: Options]
    : [parts: RequestParts<P, M>, options?: Options];

/** The parts as the runtime reads them. */
export type AnyParts = { params?: object; query?: object | null; body?: unknown };

/**
 * The URL of a path template: `{name}` segments from `params` (encoded), then the query.
 * `'/api/jobs/{id}/approve', { params: { id: 'j1' } }` → `/api/jobs/j1/approve`.
 */
export function urlOf(path: string, parts?: AnyParts | null): string {
  const params = (parts?.params ?? {}) as Record<string, string | number | undefined>;
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${path}: the path param "${name}" is missing`);
    return encodeURIComponent(String(value));
  });
  return withQuery(filled, parts?.query as Parameters<typeof withQuery>[1]);
}
