/**
 * GET /api/jobs/price-suggestion — the level prices the form pre-fills, worked out by the server's pricing engine
 * (size band from the project's characters, PB offset, × scenes for scene-priced types), so the formula lives once.
 */
import { useApi, type ApiQuery, type ApiResponse } from 'shared-api';

export type PriceSuggestionQuery = ApiQuery<'/api/jobs/price-suggestion', 'get'>;
export type PriceSuggestion = ApiResponse<'/api/jobs/price-suggestion', 'get'>;

/** `null` skips the request (no job type chosen yet). Silent: the form shows the message. */
export function usePriceSuggestion(query: PriceSuggestionQuery | null) {
  return useApi('/api/jobs/price-suggestion', query && { query }, { silent: true, keepPreviousData: true });
}
