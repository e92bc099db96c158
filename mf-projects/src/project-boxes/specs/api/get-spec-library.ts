/** GET /api/projects/specs/library — the voice and music samples a project's specs choose from (contributors). */
import { useApi, type ApiResponse, type SpecSample } from 'shared-api';

export type SpecLibrary = ApiResponse<'/api/projects/specs/library', 'get'>;
export type SpecKind = keyof SpecLibrary;

/** The library changes with deployments only: read once per page, not on every focus. Silent: the box shows the error. */
export function useSpecLibrary(enabled: boolean) {
  return useApi('/api/projects/specs/library', enabled ? {} : null, {
    silent: true,
    revalidateOnFocus: false,
  });
}

/** Where a sample plays and downloads from (docs/api.md: `/voice/{file}.mp3`, `/music/{file}.mp3`). */
export const sampleUrl = (kind: SpecKind, sample: Pick<SpecSample, 'file'>) => `/${kind}/${encodeURIComponent(sample.file)}.mp3`;
