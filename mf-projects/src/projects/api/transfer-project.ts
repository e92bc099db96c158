/**
 * GET /api/projects/transfer/targets — the sites a project may be transferred to (configuration);
 * POST /api/projects/{id}/transfer {target} — admins send the project there; the answer names the new project's url.
 */
import { api, useApi } from 'shared-api';

export type TransferTarget = { id: string; name: string; url: string };
export type TransferTargets = { targets: TransferTarget[] };
export type TransferResult = { message: string; url: string };

/** The configured targets (none: transfer is off here). Pass `false` to ask nothing (callers who may not transfer). */
export function useTransferTargets(wanted = true) {
  return useApi<TransferTargets>(wanted ? '/api/projects/transfer/targets' : null, undefined, { silent: true });
}

/** Silent: a failed transfer says nothing (spec doc 2 section 8); the modal lets the admin try again. */
export function transferProject(id: string, target: string): Promise<TransferResult> {
  return api.post<TransferResult>(`/api/projects/${id}/transfer`, { target }, { silent: true });
}
