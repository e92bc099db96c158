/** Levels, roles and job types (spec doc 1 sections 6 and 9). */

export const LEVELS = ['admin', 'staff', 'freelancer', 'client'] as const;
export type LevelName = (typeof LEVELS)[number];

/** The 18 contributor roles, in the spec's order. */
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
export type ContributorRole = (typeof CONTRIBUTOR_ROLES)[number];

/** payment: may record payments; vrd: may update earnings (sync revenue, set video URLs). */
export const SPECIAL_ROLES = ['payment', 'vrd'] as const;
export type SpecialRole = (typeof SPECIAL_ROLES)[number];

export const JOB_TYPES = [...CONTRIBUTOR_ROLES, 'other'] as const;
export type JobType = (typeof JOB_TYPES)[number];

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

/** Roles whose prices use all 18 slots (priced by the project's character count). */
export const CHARACTER_PRICED_ROLES = [
  'project-manager',
  'script',
  'voice',
  'sound-design',
  'subtitles',
  'translation',
] as const satisfies readonly ContributorRole[];

/** Job types whose level prices are multiplied by the project's scene count. */
export const SCENE_BASED_TYPES = ['storyboard', 'coloring', 'recording', 'video-editing'] as const satisfies readonly JobType[];

/** Star levels in a role. A role without a level counts as 2 (Normal). */
export const STAR_LEVELS = { 1: 'Trainee', 2: 'Normal', 3: 'Premium' } as const;
export const DEFAULT_ROLE_LEVEL = 2;

/**
 * The tutorial document of each job type, shown as the job page's Help link (`/app/docs/{slug}`): the doc whose
 * slug this is (the demo seed writes one for every type; server/src/domain/tutorials.ts).
 */
export const JOB_TUTORIALS: Record<JobType, string> = {
  'video-idea': 'tutorial-video-idea',
  'project-manager': 'tutorial-project-management',
  'cross-checking': 'tutorial-cross-checking',
  script: 'tutorial-script-writing',
  'title-writing': 'tutorial-title-writing',
  'demon-hunter': 'tutorial-demonetization-review',
  'demon-hunter-editing': 'tutorial-demonetization-editing',
  storyboard: 'tutorial-storyboarding',
  voice: 'tutorial-voice-over',
  coloring: 'tutorial-coloring',
  recording: 'tutorial-recording',
  'video-editing': 'tutorial-video-editing',
  'video-finalizing': 'tutorial-video-finalizing',
  'cover-image-design': 'tutorial-cover-image-design',
  'sound-design': 'tutorial-sound-design',
  translation: 'tutorial-translation',
  subtitles: 'tutorial-subtitles',
  expert: 'tutorial-expert-review',
  other: 'tutorial-working-on-jobs',
};

/** The Help link of a job type, or null for a type this client does not know. */
export function jobTutorialUrl(jobType: string): string | null {
  const slug = (JOB_TUTORIALS as Record<string, string | undefined>)[jobType];
  return slug ? `/app/docs/${slug}` : null;
}
