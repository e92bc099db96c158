/**
 * GET /api/projects/transfer/targets — the sites a project may be transferred to (configuration);
 * POST /api/projects/{id}/transfer {target} — admins send the project there; the answer names the new project's url.
 */
import { api, useApi, type ApiResponse } from 'shared-api';

export type TransferTargets = ApiResponse<'/api/projects/transfer/targets', 'get'>;
export type TransferTarget = TransferTargets['targets'][number];
export type TransferResult = ApiResponse<'/api/projects/{id}/transfer', 'post'>;

/** The configured targets (none: transfer is off here). Pass `false` to ask nothing (callers who may not transfer). */
export function useTransferTargets(wanted = true) {
  return useApi('/api/projects/transfer/targets', wanted ? {} : null, { silent: true });
}

/** Silent: a failed transfer says nothing (spec doc 2 section 8); the modal lets the admin try again. */
export function transferProject(id: string, target: string): Promise<TransferResult> {
  return api.post('/api/projects/{id}/transfer', { params: { id }, body: { target } }, { silent: true });
}
