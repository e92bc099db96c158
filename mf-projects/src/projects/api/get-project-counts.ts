/** GET /api/projects/counts — how many projects the caller sees in each tab of the list. */
import { useApi, type ProjectTabKey } from 'shared-api';

export type ProjectCounts = { counts: Partial<Record<ProjectTabKey, number>> };

export function useProjectCounts() {
  return useApi<ProjectCounts>('/api/projects/counts');
}
