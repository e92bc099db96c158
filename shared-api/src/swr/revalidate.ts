import { mutate } from 'swr';

/**
 * Infinite lists are cached under SWR's private `$inf$` keys, which a global key filter never sees,
 * so mounted `useApiInfinite` hooks register their base key and mutate here.
 */
const infiniteLists = new Set<{ key: string; revalidate(): unknown }>();

export function registerInfiniteList(entry: { key: string; revalidate(): unknown }): () => void {
  infiniteLists.add(entry);
  return () => {
    infiniteLists.delete(entry);
  };
}

/** True when `key` is `prefix` itself or continues it at a path or query boundary. */
export function keyStartsWith(key: string, prefix: string): boolean {
  if (!key.startsWith(prefix)) return false;
  if (key.length === prefix.length || prefix.endsWith('/') || prefix.endsWith('?')) return true;
  const next = key[prefix.length];
  return next === '/' || next === '?' || next === '&';
}

/**
 * Revalidate every cached `useApi` / `useApiInfinite` key under a path:
 * `revalidate('/api/jobs')` refreshes `/api/jobs?status=open`, `/api/jobs/1`, but not `/api/jobsx`.
 */
export async function revalidate(prefix: string): Promise<void> {
  const lists = [...infiniteLists].filter((list) => keyStartsWith(list.key, prefix));
  await Promise.all([
    mutate((key) => typeof key === 'string' && keyStartsWith(key, prefix)),
    ...lists.map((list) => list.revalidate()),
  ]);
}
