// Roles and the pricing layout from the spec (section 6 and 9 of document 1, and DECISIONS "Pricing").

// The role lists and labels are the client's too: one definition, in shared-api (no imports, safe on the server).
import {
  CHARACTER_PRICED_ROLES,
  CONTRIBUTOR_ROLES,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  SCENE_BASED_TYPES,
  SPECIAL_ROLES,
  type JobType,
} from 'shared-api/roles';

export { CHARACTER_PRICED_ROLES, CONTRIBUTOR_ROLES, JOB_TYPE_LABELS, JOB_TYPES, SPECIAL_ROLES, type JobType };

/** Their prices are multiplied by the project's scene count. */
export const SCENE_PRICED_ROLES = SCENE_BASED_TYPES;

export const isCharacterPriced = (role: string): boolean => (CHARACTER_PRICED_ROLES as readonly string[]).includes(role);

/** The rate slots a role uses. */
export function rateSlots(role: string): number[] {
  return isCharacterPriced(role) ? Array.from({ length: 18 }, (_, i) => i + 1) : [1, 2, 3, 7, 8, 9];
}

export const VOICE_GENDERS = ['Any', 'Male', 'Female'] as const;
export const TRANSLATION_DIRECTIONS = ['From English', 'To English'] as const;
/** The job type left out on the regional site (config REGIONAL_SITE_HOST). */
export const REGIONAL_SITE_HIDDEN_JOB_TYPE = 'translation';
