/**
 * The same address with `changes` applied to its query (`?status=new&page=2`); an empty value drops the key. The
 * list screens' filter links and redirects build their `to` with it, so the other filters stay as they were.
 */
export function withParams(params: URLSearchParams, changes: Record<string, string>): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return `?${next.toString()}`;
}
