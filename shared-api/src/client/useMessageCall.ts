/**
 * The one "call → toast → patch the cache" runner of the remotes. A change call answers `{ message, … }` (silent: the
 * runner shows it). `run(name, call, options)` marks `name` pending, then on success toasts the server's message
 * (unless `quiet`) and hands the answer to `onSuccess` (put it in the SWR cache, refresh lists); on a refusal it keeps
 * the message in `error`, toasts it and calls `onError` (reload what may have changed meanwhile). It answers the
 * answer, or null after a refusal.
 */
import { useCallback, useState } from 'react';
import { toast } from '../bus/bus';
import { ApiError } from './errors';

/** What to show for a failed call: the server's sentence (ApiError), an Error's message, or the thing itself. */
export const messageOf = (error: unknown): string =>
  error instanceof ApiError || error instanceof Error ? error.message : String(error);

export type MessageCallOptions<T> = {
  /** No success toast (the screen says something itself, or nothing). */
  quiet?: boolean;
  /** After the success toast, awaited: put the answer in the cache, refresh what shows it. */
  onSuccess?: (answer: T) => unknown;
  /** After the refusal's toast, awaited: reload what the refusal makes doubtful. */
  onError?: (message: string, error: unknown) => unknown;
};

export function useMessageCall() {
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async <T extends { message: string }>(
      name: string,
      call: () => Promise<T>,
      options: MessageCallOptions<T> = {},
    ): Promise<T | null> => {
      setPending(name);
      setError(null);
      try {
        const answer = await call();
        if (!options.quiet) toast.success(answer.message);
        await options.onSuccess?.(answer);
        return answer;
      } catch (err) {
        const message = messageOf(err);
        setError(message);
        toast.error(message);
        await options.onError?.(message, err);
        return null;
      } finally {
        setPending(null);
      }
    },
    [],
  );

  return { run, pending, error };
}
