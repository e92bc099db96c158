/** GET /api/projects/specs/library — the voice and music samples a project's specs choose from (contributors). */
import { useApi, type SpecSample } from 'shared-api';

export type SpecLibrary = { voice: SpecSample[]; music: SpecSample[] };
export type SpecKind = keyof SpecLibrary;

export const SPEC_LIBRARY_PATH = '/api/projects/specs/library';

/** The library changes with deployments only: read once per page, not on every focus. Silent: the box shows the error. */
export function useSpecLibrary(enabled: boolean) {
  return useApi<SpecLibrary>(enabled ? SPEC_LIBRARY_PATH : null, undefined, {
    silent: true,
    revalidateOnFocus: false,
  });
}

/** Where a sample plays and downloads from (docs/api.md: `/voice/{file}.mp3`, `/music/{file}.mp3`). */
export const sampleUrl = (kind: SpecKind, sample: Pick<SpecSample, 'file'>) => `/${kind}/${encodeURIComponent(sample.file)}.mp3`;
