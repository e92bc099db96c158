/**
 * What the covers' and titles' sortable lists need: their words (in the page's language) and the move, saved by
 * POST …/sort {from, to, id}; the server's answer replaces the section, a refusal (the list changed meanwhile) puts
 * the order back.
 */
import type { SortableListProps } from 'shared-ui/sortable';
import { useProjectsT } from '../i18n';
import { sortMedia, type SortedKind } from './api/sort-media';
import { useMediaCall } from './api/use-media-call';

export function useMediaSort(projectId: string, kind: SortedKind): Pick<SortableListProps, 'say' | 'onMove'> {
  const t = useProjectsT();
  const call = useMediaCall(projectId);
  return {
    say: (key, values) => t(`media.sort.${kind}.${key}`, values),
    onMove: async (from, to, id) => Boolean(await call.run('sort', () => sortMedia(projectId, kind, from, to, id))),
  };
}
