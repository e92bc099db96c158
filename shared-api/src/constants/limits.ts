/** Timings, page sizes and pricing bounds (spec doc 1 section 9, doc 2 section 9). */

/** The server's e-mail and password rules, generated from its schemas (shared-api generate). */
export { EMAIL_MAX_LENGTH, EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from '../generated/api-constants';

export const TOAST_MS = 1500;

export const NOTIF_PAGE_SIZE = 50;
export const NOTIF_POLL_MS = 5 * 60 * 1000;
/** Polling stops after this many polls. */
export const NOTIF_MAX_POLLS = 12;

export const DASHBOARD_JOBS = 5;
export const DASHBOARD_PROJECTS = 3;
export const DASHBOARD_CONVERSATIONS = 5;
export const POST_PAGE_SIZE = 20;
export const RESOURCE_PAGE_SIZE = 5;

export const USER_LOOKUP_DEBOUNCE_MS = 300;
export const FEED_SEARCH_DEBOUNCE_MS = 500;
export const GLOBAL_SEARCH_DEBOUNCE_MS = 200;
export const MENTION_LIMIT = 10;
export const ROLE_FILTERED_USERS_LIMIT = 200;
export const USER_TAGGER_MAX_OPTIONS = 300;

/** Upload limit per file, in bytes (60 MB). */
export const UPLOAD_MAX_BYTES = 60 * 1024 * 1024;

/** Pricing inputs accept 0..500 dollars. */
export const PRICE_INPUT_MAX = 500;
/** At most this many characters the small tier applies. */
export const SMALL_PROJECT_CHARACTERS = 3600;
/** Character thresholds of character-priced roles: voice 7,200; the others 6,000. */
export const CHARACTER_THRESHOLDS = { voice: 7200, default: 6000 } as const;
/** Project size offsets of the create-job form: 12 small (< 3,600 chars), 0 below threshold, 3 above. */
export const PROJECT_SIZES = [12, 0, 3] as const;
export type ProjectSize = (typeof PROJECT_SIZES)[number];

export const VOICE_GENDERS = ['Any', 'Male', 'Female'] as const;
export const TRANSLATION_DIRECTIONS = ['From English', 'To English'] as const;
export const PLATFORMS = ['fb', 'yt', 'pr'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Facebook relaunch is offered this many days after launch. */
export const RELAUNCH_AFTER_DAYS = 120;
