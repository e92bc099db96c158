import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { getUrl } from '../client/api';
import { urlOf, type ApiResponse, type AnyParts, type PathFor, type RequestParts } from '../client/api-paths';
import type { ApiError } from '../client/errors';

export type UseApiOptions<T> = SWRConfiguration<T, ApiError> & {
  /** No toast on failure (the screen shows `error.message` itself, e.g. with shared-ui ErrorPanel). */
  silent?: boolean;
};

/** A GET path of the OpenAPI document. */
export type GetPath = PathFor<'get'>;
/** A GET's parts (`{ params, query }`), or null to skip the request (nothing to ask yet). */
export type GetParts<P extends GetPath> = RequestParts<P, 'get'> | null;

/**
 * The SWR cache key of a GET: its URL (path params filled, query serialised), or null when `parts` is null.
 * `apiKey('/api/jobs/{id}', { params: { id } })` is the key `useApi` reads it under, to `mutate` it.
 */
export function apiKey<P extends GetPath>(path: P, parts: GetParts<P>): string | null {
  return parts === null ? null : urlOf(path, parts as AnyParts);
}

/**
 * GET through SWR, typed by path: `useApi('/api/jobs/{id}', id ? { params: { id } } : null)` answers the operation's
 * 200 JSON. Errors go through the catalogue once per request (401 redirect, toast); they are not retried
 * automatically — a screen offers Retry (`mutate()`) instead of re-toasting every few seconds.
 */
export function useApi<P extends GetPath>(
  path: P,
  parts: GetParts<P>,
  options: UseApiOptions<ApiResponse<P, 'get'>> = {},
): SWRResponse<ApiResponse<P, 'get'>, ApiError> {
  const { silent, ...swrOptions } = options;
  return useSWR<ApiResponse<P, 'get'>, ApiError>(
    apiKey(path, parts),
    (key: string) => getUrl<ApiResponse<P, 'get'>>(key, { silent }),
    {
      shouldRetryOnError: false,
      ...swrOptions,
    },
  );
}
