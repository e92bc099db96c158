/** A query object: undefined, null, '' and empty arrays are left out; arrays repeat the key. */
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

const isBlank = (value: QueryValue): value is null | undefined | '' => value === undefined || value === null || value === '';

/**
 * `{ status: 'open', user: undefined, skip: 0 }` → `skip=0&status=open`.
 * Keys are sorted so equal queries give equal strings (they are SWR cache keys).
 */
export function serializeQuery(query?: Query | null): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (!isBlank(item)) params.append(key, String(item));
    }
  }
  return params.toString();
}

/** `withQuery('/api/jobs', { status: 'open' })` → `/api/jobs?status=open`; keeps a query already in the path. */
export function withQuery(path: string, query?: Query | null): string {
  const serialized = serializeQuery(query);
  if (!serialized) return path;
  return path + (path.includes('?') ? '&' : '?') + serialized;
}
