/**
 * The cover-title samples (server/src/schemas/resource.ts): GET /api/resources?type=cover-title-sample[&category=]
 * [&exaggeration=]&skip=&limit= (newest first, paged); POST /api/resources `{ type, props: { title, category,
 * exaggeration, fileId } }` (the image uploaded first with POST /api/files/upload); DELETE /api/resources/{id}.
 */
import { api, useApiInfinite } from 'shared-api';
import type { Exaggeration, Sample, StoryCategory } from '../samples';

export const SAMPLES_PAGE_SIZE = 24;
export const SAMPLES_PATH = '/api/resources';

export type SamplesPage = { resources: Sample[]; skip: number; hasMore: boolean };
export type SampleFilters = { category?: StoryCategory | ''; exaggeration?: Exaggeration | '' };

export const useSamples = (filters: SampleFilters = {}, limit = SAMPLES_PAGE_SIZE) =>
  useApiInfinite<SamplesPage>(
    SAMPLES_PATH,
    { type: 'cover-title-sample', category: filters.category || undefined, exaggeration: filters.exaggeration || undefined },
    { limit, silent: true },
  );

export const addSample = (props: { title: string; category: StoryCategory; exaggeration: Exaggeration; fileId: string }) =>
  api.post<{ message: string; resource: Sample }>(SAMPLES_PATH, { type: 'cover-title-sample', props }, { silent: true });

export const deleteSample = (id: string) => api.del<{ message: string }>(`${SAMPLES_PATH}/${id}`);
