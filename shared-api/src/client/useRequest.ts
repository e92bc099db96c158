/**
 * State around one mutation call (a form's POST): `run` resolves the answer, or null after a failure, kept in `error`
 * (an ApiError: `message` is what to show). Pair it with a silent `api` call so the form shows the message itself.
 */
import { useCallback, useRef, useState } from 'react';
import { ApiError } from './errors';

export function useRequest<Args extends unknown[], Result>(send: (...args: Args) => Promise<Result>) {
  const [isSending, setSending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const sendRef = useRef(send);
  sendRef.current = send;

  const run = useCallback(async (...args: Args): Promise<Result | null> => {
    setSending(true);
    setError(null);
    try {
      return await sendRef.current(...args);
    } catch (err) {
      setError(err instanceof ApiError ? err : new ApiError(0, undefined));
      return null;
    } finally {
      setSending(false);
    }
  }, []);

  return { run, isSending, error, clearError: useCallback(() => setError(null), []) };
}
