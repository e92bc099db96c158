import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { api } from '../client/api';
import type { ApiError } from '../client/errors';
import { withQuery, type Query } from '../client/query';

export type UseApiOptions<T> = SWRConfiguration<T, ApiError> & {
  /** No toast on failure (the screen shows `error.message` itself, e.g. with shared-ui ErrorPanel). */
  silent?: boolean;
};

/** The SWR cache key of a GET: the path plus its serialised query; null skips the request. */
export function apiKey(path: string | null, query?: Query | null): string | null {
  return path === null ? null : withQuery(path, query);
}

/**
 * GET through SWR. Errors go through the catalogue once per request (401 redirect, toast); they are not
 * retried automatically — a screen offers Retry (`mutate()`) instead of re-toasting every few seconds.
 */
export function useApi<T>(path: string | null, query?: Query | null, options: UseApiOptions<T> = {}): SWRResponse<T, ApiError> {
  const { silent, ...swrOptions } = options;
  return useSWR<T, ApiError>(apiKey(path, query), (key: string) => api.get<T>(key, undefined, { silent }), {
    shouldRetryOnError: false,
    ...swrOptions,
  });
}
