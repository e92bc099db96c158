/**
 * Runs one covers or titles call: the answer's section replaces the cached one (every call answers it whole) and
 * its message is toasted; a refusal toasts the server's sentence, reloads the section and answers null.
 */
import { useSWRConfig } from 'swr';
import { useMessageCall } from 'shared-api';
import { mediaKey } from './get-social-media';
import type { MediaAnswer, SocialMedia } from './types';

export function useMediaCache(projectId: string) {
  const { mutate } = useSWRConfig();
  return {
    put: (media: SocialMedia) => mutate(mediaKey(projectId), media, { revalidate: false }),
    reload: () => mutate(mediaKey(projectId)),
  };
}

export function useMediaCall(projectId: string) {
  const cache = useMediaCache(projectId);
  const { run: runCall, pending } = useMessageCall();
  const run = (name: string, call: () => Promise<MediaAnswer>) =>
    runCall(name, call, { onSuccess: (answer) => cache.put(answer.media), onError: () => void cache.reload() });
  return { run, pending };
}
