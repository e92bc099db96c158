/**
 * Where each cell of the rates matrix lives in a role's rates (DECISIONS "Pricing"): regular 1-3 (below the
 * threshold), 4-6 (above), 13-15 (small, under 3,600 characters); PB 7-9, 10-12 and 16-18. Roles not priced by
 * characters have one band: 1-3 and 7-9.
 */
import { CHARACTER_PRICED_ROLES } from 'shared-api';

export type Band = 'small' | 'below' | 'above' | 'all';
export type RateKind = 'regular' | 'pb';
export const LEVELS = [1, 2, 3] as const;

const BAND_OFFSET: Record<Band, number> = { small: 12, below: 0, above: 3, all: 0 };

export const isCharacterPriced = (role: string) => (CHARACTER_PRICED_ROLES as readonly string[]).includes(role);

/** The length bands of a role's matrix, in column order. */
export const bandsOf = (role: string): Band[] => (isCharacterPriced(role) ? ['small', 'below', 'above'] : ['all']);

/** The slot index (as the key the server uses) of one cell. */
export function slotOf(level: number, band: Band, kind: RateKind): string {
  const size = BAND_OFFSET[band];
  const pb = kind === 'pb' ? (size === 12 ? 3 : 6) : 0;
  return String(level + size + pb);
}

/** Every slot a role uses. */
export const slotsOf = (role: string): string[] =>
  (['regular', 'pb'] as const).flatMap((kind) =>
    bandsOf(role).flatMap((band) => LEVELS.map((level) => slotOf(level, band, kind))),
  );
