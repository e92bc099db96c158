/** GET /api/scenes/bravo?skip=&limit= — my drawings that other people liked, most recently liked first (24 a page). */
import { useApiInfinite, type ApiResponse } from 'shared-api';

export const BRAVO_PAGE_SIZE = 24;

export type BravoPage = ApiResponse<'/api/scenes/bravo', 'get'>;

export const useBravo = () => useApiInfinite('/api/scenes/bravo', {}, { limit: BRAVO_PAGE_SIZE, silent: true });
