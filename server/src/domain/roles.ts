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

/** Job types: every contributor role, plus `other` (claimable by any contributor, usually with a fixed price). */
export const JOB_TYPES = [...CONTRIBUTOR_ROLES, 'other'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** How a job type reads in notifications (the client has the same labels, translated, in shared-api). */
export const JOB_TYPE_LABELS: Record<JobType, string> = {
  'video-idea': 'Video Idea',
  'project-manager': 'Project Management',
  'cross-checking': 'Cross Checking PM',
  script: 'Script Writing',
  'title-writing': 'Title Writing',
  'demon-hunter': 'Demonetization Review',
  'demon-hunter-editing': 'Demonetization Editing',
  storyboard: 'Storyboarding',
  voice: 'Voice Over',
  coloring: 'Coloring',
  recording: 'Recording',
  'video-editing': 'Video Editing',
  'video-finalizing': 'Video Finalizing',
  'cover-image-design': 'Cover Image Design',
  'sound-design': 'Sound Design',
  translation: 'Translation',
  subtitles: 'Subtitles',
  expert: 'Expert Review',
  other: 'Other',
};

export const VOICE_GENDERS = ['Any', 'Male', 'Female'] as const;
export const TRANSLATION_DIRECTIONS = ['From English', 'To English'] as const;
/** The job type left out on the regional site (config REGIONAL_SITE_HOST). */
export const REGIONAL_SITE_HIDDEN_JOB_TYPE = 'translation';
