// Row types of every table, as Kysely sees them. Column names are snake_case in SQL and here;
// presenters turn rows into the camelCase wire format.
import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';
import { SCENE_STATUSES } from 'shared-api/statuses';

/** A timestamp column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp column with a database default. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** A jsonb column: written as a JSON string (both drivers), read as the parsed value. */
type Json<T> = ColumnType<T, string, string>;
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;
/** numeric(12,2) money in dollars; parsed to number by both drivers (see db/connect.ts). */
type Money = ColumnType<number, number | string, number | string>;
type MoneyWithDefault = ColumnType<number, number | string | undefined, number | string>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;

export const USER_LEVELS = ['admin', 'staff', 'freelancer', 'client'] as const;
export type UserLevel = (typeof USER_LEVELS)[number];

export const PROJECT_STATUSES = [
  'new',
  'script-writing',
  'storyboarding',
  'production',
  'finalizing',
  'ready',
  'launched',
  'onhold',
  'trash',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const JOB_STATUSES = ['open', 'inprogress', 'pending', 'completed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const POST_TYPES = ['post', 'todo', 'memo', 'contact', 'user-story'] as const;
export type PostType = (typeof POST_TYPES)[number];

/** Price per star level: keys "1", "2", "3". */
export type LevelPrices = Partial<Record<'1' | '2' | '3', number>>;
export interface StoredFile {
  id: string;
  name: string;
  ext: string;
  size?: number;
}

export interface UsersTable {
  id: Generated<string>;
  email: string;
  name: WithDefault<string>;
  name_alias: WithDefault<string>;
  picture: string | null;
  level: UserLevel;
  roles: WithDefault<string[]>;
  role_levels: JsonWithDefault<Record<string, number>>;
  payment_info: WithDefault<string>;
  password_hash: string | null;
  freelancer_tnc_at: Timestamp | null;
  notification_email_on: WithDefault<boolean>;
  notification_email: string | null;
  /** Notification mails come once a day as a digest instead of one by one. */
  notification_digest: WithDefault<boolean>;
  locale: 'en' | 'th' | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A failed sign-in, kept for the sign-in limit's window (services/sign-in-limits.ts). */
export interface LoginFailuresTable {
  id: Generated<number>;
  /** The e-mail as typed, normalised (an unknown address counts like a known one). */
  account: string;
  address: string;
  failed_at: Timestamp;
}

/** Hits of a per-address form limit in one fixed window (migration 0031, services/rate-limit-store.ts). */
export interface RateLimitHitsTable {
  /** The route and the client address. */
  key: string;
  window_start: Timestamp;
  count: number;
}

export interface SessionsTable {
  id: Generated<string>;
  token_hash: string;
  user_id: string;
  created_at: CreatedAt;
  last_seen_at: CreatedAt;
  expires_at: Timestamp;
}

export interface ApiTokensTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  /** SHA-256 of the token (hex); the token itself is shown once and never stored. */
  token_hash: string;
  read_only: boolean;
  created_at: CreatedAt;
  expires_at: Timestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

/** An admin's webhook endpoint (migration 0036, services/webhooks.ts). */
export interface WebhookEndpointsTable {
  id: Generated<string>;
  url: string;
  /** The event types sent to it (WEBHOOK_EVENTS). */
  events: string[];
  active: Generated<boolean>;
  /** The signing key (kept as is: every delivery is signed with it); shown to the admin once. */
  secret: string;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export type WebhookDeliveryState = 'pending' | 'queued' | 'sending' | 'succeeded' | 'failed';

/** One attempt at sending a delivery. */
export interface WebhookAttempt {
  at: string;
  /** The receiver's HTTP status; null when none came (refused address, timeout, network error). */
  status: number | null;
  ms: number;
  /** Why it failed without a status: the address was refused, it timed out, the network failed, the endpoint was off. */
  error: 'address-refused' | 'timeout' | 'network' | 'switched-off' | null;
}

/** One event for one endpoint: written in the causing transaction, sent by the queue (migration 0036). */
export interface WebhookDeliveriesTable {
  id: Generated<string>;
  endpoint_id: string;
  event_type: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  /** pending: due at next_attempt_at; queued/sending: leased until next_attempt_at; succeeded; failed (retries used up). */
  state: ColumnType<WebhookDeliveryState, WebhookDeliveryState | undefined, WebhookDeliveryState>;
  attempts: ColumnType<WebhookAttempt[], string | undefined, string>;
  attempt_count: Generated<number>;
  next_attempt_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
  last_attempt_at: Timestamp | null;
}

export interface ProjectsTable {
  id: Generated<string>;
  title: string;
  status: WithDefault<ProjectStatus>;
  old_status: ProjectStatus | null;
  script_status: WithDefault<string>;
  storyboard_status: WithDefault<string>;
  perf_based: WithDefault<boolean>;
  starred: WithDefault<boolean>;
  level: WithDefault<number>;
  progress: WithDefault<number>;
  demon_proof: WithDefault<boolean>;
  word_count: WithDefault<number>;
  character_count: WithDefault<number>;
  scene_count: WithDefault<number>;
  platforms: WithDefault<string[]>;
  fb_launch_date: Timestamp | null;
  disable_relaunch: WithDefault<boolean>;
  published: WithDefault<boolean>;
  /** An admin ordered a script-writing job with the project-manager job. */
  order_script: WithDefault<boolean>;
  post_id: string | null;
  meta: JsonWithDefault<ProjectMeta>;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** The raw script a client or PM submits while the project is new; null until then. */
  script_raw_body: string | null;
  /** When the raw script was split into scenes (issue 28); null when never, or undone. */
  script_split_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  script_raw_comments: WithDefault<string>;
  storyboard_brief: Json<StoryboardBrief> | null;
  spec_voice: Json<SpecSample> | null;
  spec_music: Json<SpecSample> | null;
  checklist: JsonWithDefault<ChecklistItem[]>;
  credits: WithDefault<string>;
  gdrive_folder: string | null;
  earnings_fb_url: string | null;
  earnings_yt_url: string | null;
  earnings_total: Money | null;
  earnings_additional: JsonWithDefault<EarningsSource[]>;
  earnings_synced_at: Timestamp | null;
  allow_portfolio: WithDefault<boolean>;
  storyboard_numbers: WithDefault<boolean>;
  storyboard_visible: WithDefault<boolean>;
  script_submitted_at: Timestamp | null;
  storyboard_submitted_at: Timestamp | null;
  ready_submitted_at: Timestamp | null;
  /** `<source origin>/<source project id>` for a project that came in by transfer: a retry finds it. */
  transferred_from: string | null;
}

/** Who did something and when (checklist ticks, meta flags). */
export interface UserStamp {
  user: { _id: string; name: string };
  date: string;
}

/** Project flags set from the page (spec doc 2 section 3 "Project meta"); each records who and when. */
export interface ProjectMeta {
  claimedForLaunch?: UserStamp | null;
  emailSent?: UserStamp | null;
  /** An admin marked the sensitive-words warning as good: demonProof holds until the text changes. */
  markedGood?: UserStamp | null;
  storyId?: string | null;
}

export const STORYBOARD_BRIEF_GENDERS = ['Male', 'Female', 'Other'] as const;
export interface StoryboardBrief {
  genderMain: (typeof STORYBOARD_BRIEF_GENDERS)[number];
  genderMainOther: string;
  age: string;
  ethnicity: string;
  other: string;
  diversity: 'yes' | 'no';
  gender: 'equal' | 'female' | 'male';
}

/** A voice or music sample chosen for the project (the library lives in server data). */
export interface SpecSample {
  id: string;
  file: string;
  group: string;
  label: string;
  ext: string;
  gender?: string;
}

export interface ChecklistEntry {
  id: string;
  name: string;
  checked: boolean;
  user: { _id: string; name: string } | null;
  toggled: string | null;
}
export interface ChecklistItem extends ChecklistEntry {
  help: string | null;
  admin: boolean;
  items: ChecklistEntry[];
}

export interface EarningsSource {
  source: string;
  total: number;
}

export interface ProjectLogsTable {
  id: Generated<string>;
  project_id: string;
  user_id: string | null;
  action: string;
  details: JsonWithDefault<Record<string, unknown>>;
  created_at: CreatedAt;
}

/** The nine review statuses of a scene (spec doc 2 section 3, one list with the client's); null until set. */
export { SCENE_STATUSES };
export type SceneStatus = (typeof SCENE_STATUSES)[number];

/** A number marker's place on the scene image, in percent of its width and height. */
export interface ScenePoint {
  x: number;
  y: number;
}

export interface ScenesTable {
  id: Generated<string>;
  project_id: string;
  /** The scene's place in the project's order: the project's scenes hold 0..n-1, each once. */
  position: number;
  text: WithDefault<string>;
  status: SceneStatus | null;
  image_file_id: string | null;
  /** Who uploaded the current image (the Bravo board's "my drawings"). */
  image_by: string | null;
  image_at: Timestamp | null;
  /** Marker key ("3" or "3.2": marker 1-8, sub-number 1-9) → its place. */
  numbers: JsonWithDefault<Record<string, ScenePoint>>;
  sketch_file_id: string | null;
  sketch_by: string | null;
  sketch_at: Timestamp | null;
  board_bg: WithDefault<string>;
  board_voice: WithDefault<string>;
  board_action: WithDefault<string>;
  board_note: WithDefault<string>;
  /** The board view's frames: image upload ids, in play order. */
  board_frames: JsonWithDefault<string[]>;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface SceneLikesTable {
  scene_id: string;
  user_id: string;
  created_at: CreatedAt;
}

export type SceneVersionType = 'text' | 'image' | 'sketch';

export interface SceneVersionsTable {
  id: Generated<string>;
  scene_id: string;
  project_id: string;
  type: SceneVersionType;
  title: string;
  text: string;
  image_file_id: string | null;
  user_id: string | null;
  /** The author's name when the version was written (kept if the account goes). */
  user_name: string;
  created_at: CreatedAt;
}

export interface SocialCoversTable {
  id: Generated<string>;
  project_id: string;
  file_id: string;
  fb: WithDefault<boolean>;
  yt: WithDefault<boolean>;
  pr: WithDefault<boolean>;
  /** The manual order within the project (0-based; gaps allowed). */
  position: WithDefault<number>;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface SocialCoverVersionsTable {
  id: Generated<string>;
  cover_id: string;
  project_id: string;
  file_id: string;
  user_id: string | null;
  /** The uploader's name when the version was written (kept if the account goes). */
  user_name: string;
  created_at: CreatedAt;
}

/** One rating (1-5) per user and cover or title. */
export type SocialRatingsTable<K extends string> = { [key in K]: string } & { user_id: string; rating: number };

export interface SocialTitlesTable {
  id: Generated<string>;
  project_id: string;
  text: string;
  fb: WithDefault<boolean>;
  yt: WithDefault<boolean>;
  pr: WithDefault<boolean>;
  fb_demon: WithDefault<boolean>;
  yt_demon: WithDefault<boolean>;
  /** The manual order within the project (0-based; gaps allowed). */
  position: WithDefault<number>;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ProjectDocsTable {
  id: Generated<string>;
  project_id: string;
  file_id: string;
  name: string;
  text: WithDefault<string>;
  created_by: string | null;
  created_at: CreatedAt;
}

/** A video platform: the project's own page, YouTube, Facebook. */
export type VideoPlatform = 'pr' | 'yt' | 'fb';

export interface ProjectVideosTable {
  id: Generated<string>;
  project_id: string;
  platform: VideoPlatform;
  /** The provider's embed URL, rebuilt by the server (never the URL as given). */
  url: string | null;
  file_id: string | null;
  updated_by: string | null;
  updated_at: CreatedAt;
}

export interface ProjectSubtitlesTable {
  id: Generated<string>;
  project_id: string;
  platform: VideoPlatform;
  file_id: string;
  name: string;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface ResourcesTable {
  id: Generated<string>;
  type: 'cover-title-sample';
  props: ColumnType<Record<string, unknown>, string, string>;
  file_id: string | null;
  created_by: string | null;
  created_at: CreatedAt;
}

/** A doc of the studio's documentation (`/app/docs`); `slug` is its stable address, when it has one. */
export interface BlogpostsTable {
  id: Generated<string>;
  slug: string | null;
  title: string;
  body: WithDefault<string>;
  body_html: WithDefault<string>;
  files: JsonWithDefault<StoredFile[]>;
  user_id: string | null;
  updated_by: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface DriveSetupsTable {
  project_id: string;
  user_id: string | null;
  status: WithDefault<'running' | 'complete' | 'failed'>;
  log: WithDefault<string[]>;
  folder: string | null;
  created_at: CreatedAt;
  finished_at: Timestamp | null;
}

/** What a review link shows (issue 26): the uploaded video, the chosen covers and titles, or the storyboard. */
export type ReviewLinkKind = 'video' | 'social' | 'storyboard';

export type ReviewTargetKind = 'video' | 'cover' | 'title' | 'scene';
export type ReviewDecision = 'approved' | 'changes';
/** A drawing on a paused frame: the scene sketcher's strokes (mf-projects/src/scenes/sketch.ts), on its 960 × 540. */
export type ReviewStroke = { tool: 'pen' | 'eraser'; points: { x: number; y: number }[] };

/** Migration 0040: a review comment (or a PM's reply to one), through a link or in the app. */
export interface ReviewCommentsTable {
  id: Generated<string>;
  project_id: string;
  link_id: string | null;
  user_id: string | null;
  reviewer_name: string;
  target_kind: ReviewTargetKind;
  target_id: string;
  /** The video frame (25 fps) a video comment points at; null for covers, titles, scenes and replies. */
  frame: number | null;
  text: string;
  html: string;
  strokes: ColumnType<ReviewStroke[] | null, string | null, string | null>;
  reply_to: string | null;
  /** The reviewer's address (through a link only), for the rate limit. */
  address: string | null;
  resolved_at: Date | null;
  resolved_by: string | null;
  created_at: CreatedAt;
}

/** Migration 0040: approve or ask for changes on a video, cover or title for one platform; the newest one stands. */
export interface ReviewDecisionsTable {
  id: Generated<string>;
  project_id: string;
  link_id: string | null;
  user_id: string | null;
  reviewer_name: string;
  target_kind: Exclude<ReviewTargetKind, 'scene'>;
  target_id: string;
  platform: VideoPlatform;
  decision: ReviewDecision;
  created_at: CreatedAt;
}

export interface ReviewLinksTable {
  id: Generated<string>;
  project_id: string;
  kind: ReviewLinkKind;
  name: string;
  /** SHA-256 (hex) of the token; the token itself is shown once, when the link is made. */
  token_hash: string;
  /** argon2id, like user passwords; null without a password. */
  password_hash: string | null;
  expires_at: Date;
  may_comment: boolean;
  may_download: boolean;
  created_by: string | null;
  created_at: CreatedAt;
  revoked_at: Date | null;
}

export interface ProjectTransfersTable {
  id: Generated<string>;
  project_id: string;
  target: string;
  url: string | null;
  user_id: string | null;
  created_at: CreatedAt;
}

export interface ProjectCollaboratorsTable {
  project_id: string;
  user_id: string;
  created_at: CreatedAt;
}

export interface ProjectListedByTable {
  project_id: string;
  user_id: string;
  created_at: CreatedAt;
}

export interface JobsTable {
  id: Generated<string>;
  project_id: string;
  job_type: string;
  title: WithDefault<string>;
  body: WithDefault<string>;
  body_html: WithDefault<string>;
  gender: WithDefault<string>;
  direction: WithDefault<string>;
  scene_count: WithDefault<number>;
  prices: JsonWithDefault<LevelPrices>;
  price: Money | null;
  bonus: MoneyWithDefault;
  staff: WithDefault<string[]>;
  files: JsonWithDefault<StoredFile[]>;
  perf_based: WithDefault<boolean>;
  status: WithDefault<JobStatus>;
  important: WithDefault<boolean>;
  claimed_by: string | null;
  claimed_at: Timestamp | null;
  amount_owed: Money | null;
  approved_at: Timestamp | null;
  paid_at: Timestamp | null;
  bonus_paid_at: Timestamp | null;
  /** When the work is due (0033; issue 24); null: no due date. */
  due_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Generated (0011): completed, and its pay or its bonus unpaid. Never written. */
  owing: ColumnType<boolean, never, never>;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface PricingTable {
  role: string;
  rates: Json<Record<string, number>>;
  bonus: MoneyWithDefault;
  updated_by: string | null;
  updated_at: CreatedAt;
}

export interface PaymentsTable {
  id: Generated<string>;
  user_id: string;
  total: Money;
  pb_count: WithDefault<number>;
  files: JsonWithDefault<StoredFile[]>;
  text: WithDefault<string>;
  /** The payer's Idempotency-Key header; unique per payer (`created_by`). */
  idempotency_key: string | null;
  /** sha256 of the request a keyed payment answered (a retry must send the same). */
  request_hash: string | null;
  created_by: string | null;
  created_at: CreatedAt;
  /** The payout batch that recorded this payment (POST /api/payments/batches), if any. */
  batch_id: WithDefault<string | null>;
}

/** A payout batch: one payment per payee recorded at once; the batch key is unique per payer (`created_by`). */
export interface PayoutBatchesTable {
  id: Generated<string>;
  batch_key: string;
  /** sha256 of the request the batch answered (a retry must send the same). */
  request_hash: string;
  total: Money;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface PaymentJobsTable {
  payment_id: string;
  job_id: string;
  /** 'job' pays the job's amount owed, 'bonus' its bonus. A job is paid at most once per kind. */
  kind: 'job' | 'bonus';
  amount: Money;
}

/** A PB payout: part of a user's share of a PB project's pool, paid in a payment (DECISIONS "Payments"). */
export interface PaymentPbLinesTable {
  payment_id: string;
  project_id: string;
  amount: Money;
}

export interface FeedsTable {
  id: Generated<string>;
  name: string;
  description: WithDefault<string>;
  icon: WithDefault<string>;
  users: WithDefault<string[]>;
  is_aggregate: WithDefault<boolean>;
  is_level_based: WithDefault<boolean>;
  is_role_based: WithDefault<boolean>;
  is_system: WithDefault<boolean>;
  is_read_only: WithDefault<boolean>;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface PostsTable {
  id: Generated<string>;
  feed_id: string;
  type: WithDefault<PostType>;
  title: string;
  body: WithDefault<string>;
  body_html: WithDefault<string>;
  user_id: string | null;
  private: WithDefault<boolean>;
  done: WithDefault<boolean>;
  rating: WithDefault<number>;
  users: WithDefault<string[]>;
  files: JsonWithDefault<StoredFile[]>;
  meta: JsonWithDefault<Record<string, unknown>>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  rating_count: WithDefault<number>;
  /** Generated (migration 0013): lower-cased title and body, trigram-indexed. */
  search_text: GeneratedAlways<string>;
  /** Generated (migration 0013): full-text vector of title and body. */
  search_tsv: GeneratedAlways<string>;
}

/** A feed's non-private posts (migration 0020, kept by triggers). */
export interface FeedPostCountsTable {
  feed_id: string;
  posts: number;
}

/** Per feed and person: their private posts there, and of the feed's other posts how many they read and have to do. */
export interface FeedReaderCountsTable {
  feed_id: string;
  user_id: string;
  own_private: number;
  read: number;
  todo: number;
}

/**
 * Per project (migration 0043, kept by triggers): its status, the sorted job types of its public open jobs (open,
 * no invited staff) and its Facebook launch date while it may be relaunched.
 */
export interface ProjectOpenTypesTable {
  project_id: string;
  status: ProjectStatus;
  open_types: string[];
  relaunch_at: Timestamp | null;
}

/** How many projects of each status have exactly that set of public open job types (migration 0043, kept by triggers). */
export interface ProjectOpenTypeCountsTable {
  status: ProjectStatus;
  open_types: string[];
  n: number;
}

export interface PostAcksTable {
  post_id: string;
  user_id: string;
  read_at: Timestamp | null;
  ok_at: Timestamp | null;
  todo_at: Timestamp | null;
  rating: number | null;
}

/** A notification's text and HTML per language. */
export type NotificationRenders = Partial<Record<'en' | 'th', { text: string; html: string }>>;

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  actor_id: string | null;
  action_type: string;
  item_id: string;
  url: string;
  /** The English markdown (kept for search and for texts written before `message`). */
  text: string;
  /** What it says: a message key and its parameters (services/notification-texts.ts); null for a plain text. */
  message: Json<{ key: string; params: Record<string, string> }> | null;
  /** Its rendering per language, written when sent or first read: `{ en: { text, html }, th: … }`. */
  rendered: JsonWithDefault<NotificationRenders>;
  read: WithDefault<boolean>;
  count: WithDefault<number>;
  /** How much of `count` has been mailed (immediately or in a digest). */
  mailed_count: WithDefault<number>;
  created_at: CreatedAt;
}

export interface NotificationConfigsTable {
  user_id: string;
  item_id: string;
  action_type: string;
  disabled: boolean;
}

export interface FilesTable {
  id: Generated<string>;
  storage_key: string;
  name: string;
  ext: string;
  mime: string;
  size: number;
  /** Image variants {id}_t/_s/_l.jpg exist in storage. */
  variants: WithDefault<boolean>;
  /** An image's small variant (`_s.jpg`) size in pixels; null for other files and for images stored before 0028. */
  width: WithDefault<number | null>;
  height: WithDefault<number | null>;
  created_by: string | null;
  created_at: CreatedAt;
}

/** A submission of a job for approval, or a review of one (issue 9 "Deliverables on a job"). */
export interface JobEventsTable {
  id: Generated<string>;
  job_id: string;
  kind: JobEventKind;
  /** The submission round it belongs to (1 for the first submission). */
  round: number;
  note: WithDefault<string>;
  actor_id: string | null;
  /** The job's claimant when it happened: the one the round's files and notes are for. */
  claimant_id: string | null;
  created_at: CreatedAt;
}

export const JOB_EVENT_KINDS = ['submit', 'revision', 'approve'] as const;
export type JobEventKind = (typeof JOB_EVENT_KINDS)[number];

export interface JobEventFilesTable {
  event_id: string;
  file_id: string;
  position: number;
}

export interface OutboxTable {
  id: Generated<string>;
  kind: string;
  to_address: string;
  subject: string;
  text: string;
  created_at: CreatedAt;
  sent_at: Timestamp | null;
  /** 'logged' (the outbox-only default); with SMTP pending → sending (claimed by a sender) → sent, or failed (refused). */
  status: WithDefault<'logged' | 'pending' | 'sending' | 'sent' | 'failed'>;
  attempts: WithDefault<number>;
  last_error: string | null;
  claimed_at: Timestamp | null;
  /** A mail that must exist once (a digest, a notification's mail) carries a key; a second insert is ignored. */
  dedupe_key: string | null;
}

export interface QueueJobsTable {
  id: Generated<number>;
  name: string;
  payload: JsonWithDefault<Record<string, unknown>>;
  singleton_key: string | null;
  state: WithDefault<'waiting' | 'active' | 'failed'>;
  attempts: WithDefault<number>;
  run_after: ColumnType<Date, Date | string | undefined, Date | string>;
  last_error: string | null;
  created_at: CreatedAt;
}

export interface InvitationsTable {
  token_hash: string;
  user_id: string;
  created_by: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  /** Where the invitee goes after setting the password (`/app/projects/{id}`); null: the app's home. */
  landing_url: WithDefault<string | null>;
}

export const COMMENT_TAGS = ['', 'admins', 'private', 'recording', 'video-editing', 'voice'] as const;
export type CommentTag = (typeof COMMENT_TAGS)[number];
export const COMMENT_ITEM_TYPES = ['project', 'scene', 'post'] as const;
export type CommentItemType = (typeof COMMENT_ITEM_TYPES)[number];

/** A comment on a project, a scene or a post (migration 0014). */
export interface CommentsTable {
  id: Generated<string>;
  item_id: string;
  item_type: CommentItemType;
  project_id: string | null;
  post_id: string | null;
  tag: WithDefault<CommentTag>;
  text: string;
  html: string;
  reply_to: string | null;
  files: JsonWithDefault<StoredFile[]>;
  mentions: WithDefault<string[]>;
  hidden: WithDefault<boolean>;
  user_id: string | null;
  anonymous: WithDefault<boolean>;
  address: string | null;
  created_at: CreatedAt;
  edited_at: Timestamp | null;
}

/** One change that open pages should hear about (migration 0021): what changed and for whom, never the data. */
export interface LiveEventsTable {
  id: Generated<string>;
  /** The /api path segment whose cached reads are stale: 'notifs', 'messages', 'comments', 'jobs', 'projects', … */
  resource: string;
  ids: WithDefault<string[]>;
  user_ids: string[];
  created_at: CreatedAt;
}

/** How often one user did one limited action in one window (migration 0024, services/user-limits.ts). */
export interface UserActionCountsTable {
  user_id: string;
  action: string;
  window_start: Timestamp;
  count: number;
}

/** A conversation (migration 0022): one-to-one (`pair_key` set), group, or public (readable by contributors). */
export interface ConversationsTable {
  id: Generated<string>;
  title: WithDefault<string>;
  is_group: WithDefault<boolean>;
  is_public: WithDefault<boolean>;
  pair_key: string | null;
  created_by: string | null;
  last_message_at: CreatedAt;
  created_at: CreatedAt;
}

/** A conversation's member: the list's order (`activity_at`), the read marker and the unread count. */
export interface ConversationMembersTable {
  conversation_id: string;
  user_id: string;
  joined_at: CreatedAt;
  activity_at: CreatedAt;
  last_read_at: CreatedAt;
  unread: WithDefault<number>;
}

export interface MessagesTable {
  id: Generated<string>;
  conversation_id: string;
  user_id: string | null;
  text: WithDefault<string>;
  files: JsonWithDefault<StoredFile[]>;
  /** The sending page's id for the message: a retried POST with it finds the first (unique per sender). */
  client_id: string | null;
  created_at: CreatedAt;
  search_text: GeneratedAlways<string>;
  search_tsv: GeneratedAlways<string>;
}

/** One late alert sent (0033; issue 24): a job's due-soon or overdue alert for one due date, sent once. */
export interface JobDueAlertsTable {
  job_id: string;
  kind: 'due-soon' | 'overdue';
  due_at: Date;
  sent_at: CreatedAt;
}

/** A project's planned launch date on one platform (0038; issue 24), recorded by "Mark as Ready". */
export interface ProjectLaunchDatesTable {
  project_id: string;
  platform: 'fb' | 'yt';
  /** A calendar date (YYYY-MM-DD); read it with to_char, never as a Date (drivers differ). */
  planned_on: ColumnType<string, string, string>;
  set_by: string | null;
  set_at: CreatedAt;
}

/** A studio setting (0038; issue 24): the due date offered for a new job of a type and size band, in days. */
export interface DueDateDefaultsTable {
  job_type: string;
  size_offset: 0 | 3 | 12;
  days: number;
  updated_by: string | null;
  updated_at: CreatedAt;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  api_tokens: ApiTokensTable;
  login_failures: LoginFailuresTable;
  rate_limit_hits: RateLimitHitsTable;
  projects: ProjectsTable;
  project_collaborators: ProjectCollaboratorsTable;
  project_listed_by: ProjectListedByTable;
  project_open_types: ProjectOpenTypesTable;
  project_open_type_counts: ProjectOpenTypeCountsTable;
  jobs: JobsTable;
  job_due_alerts: JobDueAlertsTable;
  project_launch_dates: ProjectLaunchDatesTable;
  due_date_defaults: DueDateDefaultsTable;
  pricing: PricingTable;
  payments: PaymentsTable;
  payment_jobs: PaymentJobsTable;
  payment_pb_lines: PaymentPbLinesTable;
  payout_batches: PayoutBatchesTable;
  feeds: FeedsTable;
  posts: PostsTable;
  post_acks: PostAcksTable;
  feed_post_counts: FeedPostCountsTable;
  feed_reader_counts: FeedReaderCountsTable;
  notifications: NotificationsTable;
  notification_configs: NotificationConfigsTable;
  files: FilesTable;
  job_events: JobEventsTable;
  job_event_files: JobEventFilesTable;
  outbox: OutboxTable;
  queue_jobs: QueueJobsTable;
  invitations: InvitationsTable;
  project_logs: ProjectLogsTable;
  project_docs: ProjectDocsTable;
  drive_setups: DriveSetupsTable;
  project_transfers: ProjectTransfersTable;
  review_links: ReviewLinksTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  review_comments: ReviewCommentsTable;
  review_decisions: ReviewDecisionsTable;
  scenes: ScenesTable;
  scene_likes: SceneLikesTable;
  scene_versions: SceneVersionsTable;
  project_videos: ProjectVideosTable;
  project_subtitles: ProjectSubtitlesTable;
  resources: ResourcesTable;
  social_covers: SocialCoversTable;
  social_cover_versions: SocialCoverVersionsTable;
  social_cover_ratings: SocialRatingsTable<'cover_id'>;
  social_titles: SocialTitlesTable;
  social_title_ratings: SocialRatingsTable<'title_id'>;
  blogposts: BlogpostsTable;
  comments: CommentsTable;
  live_events: LiveEventsTable;
  user_action_counts: UserActionCountsTable;
  conversations: ConversationsTable;
  conversation_members: ConversationMembersTable;
  messages: MessagesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ProjectRow = Selectable<ProjectsTable>;
export type JobRow = Selectable<JobsTable>;
export type FeedRow = Selectable<FeedsTable>;
export type PostRow = Selectable<PostsTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type FileRow = Selectable<FilesTable>;
export type BlogpostRow = Selectable<BlogpostsTable>;
export type CommentRow = Selectable<CommentsTable>;
