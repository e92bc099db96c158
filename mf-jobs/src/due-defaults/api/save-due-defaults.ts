/** POST /api/jobs/due-defaults {defaults} — sets or clears the bands given (admins). */
import { api, revalidate, useMessageCall, type ApiBody, type ApiResponse } from 'shared-api';

export type SaveDueDefaultsInput = ApiBody<'/api/jobs/due-defaults', 'post'>;
export type SaveDueDefaultsResult = ApiResponse<'/api/jobs/due-defaults', 'post'>;

export function useSaveDueDefaults() {
  const { run, pending, error } = useMessageCall();
  const save = (input: SaveDueDefaultsInput) =>
    run('due-defaults', () => api.post('/api/jobs/due-defaults', { body: input }, { silent: true }), {
      onSuccess: () => void revalidate('/api/jobs/due-defaults'),
    });
  return { save, isSaving: pending !== null, error };
}
