/** GET /api/jobs/due-defaults — every job type's size bands with the days a new job is due in (PMs and admins). */
import { useApi, type ApiResponse } from 'shared-api';

export type DueDefaultsAnswer = ApiResponse<'/api/jobs/due-defaults', 'get'>;
export type DueDefault = DueDefaultsAnswer['defaults'][number];

export function useDueDefaults() {
  return useApi('/api/jobs/due-defaults', {}, { silent: true });
}
