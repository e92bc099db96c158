import { useCallback, useEffect, useMemo } from 'react';
import useSWRInfinite, { type SWRInfiniteConfiguration } from 'swr/infinite';
import { getUrl } from '../client/api';
import { urlOf, type ApiResponse, type AnyParts } from '../client/api-paths';
import type { ApiError } from '../client/errors';
import type { QueryValue } from '../client/query';
import type { GetParts, GetPath } from './useApi';
import { registerInfiniteList } from './revalidate';

/** The element type of the page's list field: `{ jobs: Job[]; hasMore: boolean }` → Job. */
export type PageItem<T> = {
  [K in keyof T]-?: NonNullable<T[K]> extends ReadonlyArray<infer U> ? U : never;
}[keyof T];

type ArrayKeys<T> = { [K in keyof T]-?: NonNullable<T[K]> extends ReadonlyArray<unknown> ? K : never }[keyof T];

export type UseApiInfiniteOptions<T> = SWRInfiniteConfiguration<T, ApiError> & {
  /** Page size, sent as `limit`; pages ask for `skip = index * limit`. Default 20. */
  limit?: number;
  /** The page's list field when it has more than one array (default: its first array field). */
  itemsKey?: ArrayKeys<T>;
  silent?: boolean;
  /**
   * Cursor paging instead of skip: the query of the page after `previous` (e.g. `{ before: <oldest message's id> }`).
   * The first page asks with `query` and `limit` alone.
   */
  cursor?: (previous: T) => Query;
};

type Query = Record<string, QueryValue>;

export type UseApiInfiniteResult<T> = {
  /** Every loaded page's items, in order. */
  items: PageItem<T>[];
  pages: T[] | undefined;
  error: ApiError | undefined;
  /** First page loading. */
  isLoading: boolean;
  /** A further page loading (after loadMore). */
  isLoadingMore: boolean;
  isValidating: boolean;
  /** The server said more exist (or, without `hasMore`, the last page was full). */
  hasMore: boolean;
  loadMore(): void;
  /** Revalidate every loaded page. */
  reload(): Promise<unknown>;
  size: number;
};

export const DEFAULT_PAGE_SIZE = 20;

function itemsOf<T>(page: T, itemsKey?: PropertyKey): unknown[] {
  if (!page || typeof page !== 'object') return [];
  const record = page as Record<PropertyKey, unknown>;
  if (itemsKey !== undefined) return Array.isArray(record[itemsKey]) ? (record[itemsKey] as unknown[]) : [];
  const list = Object.values(record).find(Array.isArray);
  return list ?? [];
}

function pageHasMore<T>(page: T, limit: number, itemsKey?: PropertyKey): boolean {
  const flag = (page as { hasMore?: unknown } | null)?.hasMore;
  return typeof flag === 'boolean' ? flag : itemsOf(page, itemsKey).length >= limit;
}

/**
 * Skip-based (or, with `cursor`, cursor-based) paging over a list endpoint answering `{ <items>: [...], hasMore }`,
 * typed by path: `useApiInfinite('/api/jobs', { query: { status } })`; parts null skips the request.
 */
export function useApiInfinite<P extends GetPath>(
  path: P,
  parts: GetParts<P>,
  options: UseApiInfiniteOptions<ApiResponse<P, 'get'>> = {},
): UseApiInfiniteResult<ApiResponse<P, 'get'>> {
  type T = ApiResponse<P, 'get'>;
  const { limit = DEFAULT_PAGE_SIZE, itemsKey, silent, cursor, ...swrOptions } = options;
  const { query, ...rest } = (parts ?? {}) as AnyParts;
  const pageUrl = (pageQuery: object) => urlOf(path, { ...rest, query: { ...query, ...pageQuery } });
  const baseKey = parts === null ? null : urlOf(path, parts as AnyParts);

  // SWR calls getKey on every render, so a fresh closure per render is fine.
  const getKey = (index: number, previous: T | null) => {
    if (parts === null) return null;
    if (previous && !pageHasMore(previous, limit, itemsKey)) return null;
    if (cursor) return pageUrl({ ...(previous ? cursor(previous) : {}), limit });
    return pageUrl({ skip: index * limit, limit });
  };

  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSWRInfinite<T, ApiError>(
    getKey,
    (key: string) => getUrl<T>(key, { silent }),
    // Load More should fetch one page, not the first page again.
    { shouldRetryOnError: false, revalidateFirstPage: false, ...swrOptions },
  );

  useEffect(() => {
    if (baseKey === null) return undefined;
    return registerInfiniteList({ key: baseKey, revalidate: () => mutate() });
  }, [baseKey, mutate]);

  // Stable, so memoised rows that take them are not drawn again when a page is added.
  const loadMore = useCallback(() => void setSize((current) => current + 1), [setSize]);
  const reload = useCallback(() => mutate(), [mutate]);
  const items = useMemo(() => (data ?? []).flatMap((page) => itemsOf(page, itemsKey)) as PageItem<T>[], [data, itemsKey]);
  const last = data?.[data.length - 1];
  const isLoadingMore = size > 0 && !!data && typeof data[size - 1] === 'undefined' && !error;

  return {
    items,
    pages: data,
    error,
    isLoading,
    isLoadingMore,
    isValidating,
    hasMore: last !== undefined && pageHasMore(last, limit, itemsKey),
    loadMore,
    reload,
    size,
  };
}
