/**
 * The cover-title samples (server/src/schemas/resource.ts): GET /api/resources?type=cover-title-sample[&category=]
 * [&exaggeration=]&skip=&limit= (newest first, paged); POST /api/resources `{ type, props: { title, category,
 * exaggeration, fileId } }` (the image uploaded first with POST /api/files/upload); DELETE /api/resources/{id}.
 */
import { api, useApiInfinite, type ApiResponse } from 'shared-api';
import type { Exaggeration, StoryCategory } from '../samples';

export const SAMPLES_PAGE_SIZE = 24;

export type SamplesPage = ApiResponse<'/api/resources', 'get'>;
export type SampleFilters = { category?: StoryCategory | ''; exaggeration?: Exaggeration | '' };

export const useSamples = (filters: SampleFilters = {}, limit = SAMPLES_PAGE_SIZE) =>
  useApiInfinite(
    '/api/resources',
    {
      query: {
        type: 'cover-title-sample',
        category: filters.category || undefined,
        exaggeration: filters.exaggeration || undefined,
      },
    },
    { limit, silent: true },
  );

export const addSample = (props: { title: string; category: StoryCategory; exaggeration: Exaggeration; fileId: string }) =>
  api.post('/api/resources', { body: { type: 'cover-title-sample', props } }, { silent: true });

export const deleteSample = (id: string) => api.del('/api/resources/{id}', { params: { id } });
