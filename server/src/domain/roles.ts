// Roles and the pricing layout from the spec (section 6 and 9 of document 1, and DECISIONS "Pricing").

export const CONTRIBUTOR_ROLES = [
  'video-idea',
  'project-manager',
  'cross-checking',
  'script',
  'title-writing',
  'demon-hunter',
  'demon-hunter-editing',
  'storyboard',
  'voice',
  'coloring',
  'recording',
  'video-editing',
  'video-finalizing',
  'cover-image-design',
  'sound-design',
  'translation',
  'subtitles',
  'expert',
] as const;

/** Roles outside the job types: `payment` makes payments, `vrd` updates earnings. */
export const SPECIAL_ROLES = ['payment', 'vrd'] as const;

/** Priced by the project's character count: all 18 rate slots. Other roles use slots 1-3 and 7-9. */
export const CHARACTER_PRICED_ROLES = ['project-manager', 'script', 'voice', 'sound-design', 'subtitles', 'translation'] as const;

/** Their prices are multiplied by the project's scene count. */
export const SCENE_PRICED_ROLES = ['storyboard', 'coloring', 'recording', 'video-editing'] as const;

export const isCharacterPriced = (role: string): boolean => (CHARACTER_PRICED_ROLES as readonly string[]).includes(role);

/** The rate slots a role uses. */
export function rateSlots(role: string): number[] {
  return isCharacterPriced(role) ? Array.from({ length: 18 }, (_, i) => i + 1) : [1, 2, 3, 7, 8, 9];
}
