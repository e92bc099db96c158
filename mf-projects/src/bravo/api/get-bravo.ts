/** GET /api/scenes/bravo?skip=&limit= — my drawings that other people liked, most recently liked first (24 a page). */
import { useApiInfinite } from 'shared-api';
import type { BravoDrawing } from '../../scenes';

export const BRAVO_PAGE_SIZE = 24;

export type BravoPage = { drawings: BravoDrawing[]; skip: number; hasMore: boolean };

export const useBravo = () => useApiInfinite<BravoPage>('/api/scenes/bravo', undefined, { limit: BRAVO_PAGE_SIZE, silent: true });
