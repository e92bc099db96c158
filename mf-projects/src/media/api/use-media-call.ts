/**
 * Runs one covers or titles call: the answer's section replaces the cached one (every call answers it whole) and
 * its message is toasted; a refusal toasts the server's sentence, reloads the section and answers null.
 */
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, toast } from 'shared-api';
import { mediaPath } from './get-social-media';
import type { MediaAnswer, SocialMedia } from './types';

export const messageOf = (error: unknown) =>
  error instanceof ApiError || error instanceof Error ? error.message : String(error);

export function useMediaCache(projectId: string) {
  const { mutate } = useSWRConfig();
  return {
    put: (media: SocialMedia) => mutate(mediaPath(projectId), media, { revalidate: false }),
    reload: () => mutate(mediaPath(projectId)),
  };
}

export function useMediaCall(projectId: string) {
  const cache = useMediaCache(projectId);
  const [pending, setPending] = useState<string | null>(null);
  const run = async (name: string, call: () => Promise<MediaAnswer>) => {
    setPending(name);
    try {
      const answer = await call();
      await cache.put(answer.media);
      toast.success(answer.message);
      return answer;
    } catch (error) {
      toast.error(messageOf(error));
      void cache.reload();
      return null;
    } finally {
      setPending(null);
    }
  };
  return { run, pending };
}
