/**
 * Domain types as they travel on the wire (ids are `_id` uuid strings, dates ISO strings): aliases of the
 * schemas the server's route schemas publish (`src/generated/api-types.ts`, from its OpenAPI document).
 * Regenerate with `pnpm --filter server openapi && pnpm --filter shared-api generate`.
 */
import type { components, paths } from './generated/api-types';

export type ApiSchemas = components['schemas'];
export type ApiPaths = paths;

export type SessionUser = ApiSchemas['SessionUser'];
export type UserRef = ApiSchemas['UserRef'];
/** An uploaded file as stored on records. */
export type FileRef = ApiSchemas['StoredFile'];
export type ProjectListItem = ApiSchemas['ProjectListItem'];
/** The project page's project (GET /api/projects/{id}); absent fields are hidden from the caller. */
export type Project = ApiSchemas['Project'];
/** What the caller may do on a project now (`Project.actions`, decided by the server). */
export type ProjectAction = ApiSchemas['ProjectAction'];
/** What the caller may do from a project list row's item menu (`ProjectListItem.actions`, decided by the server). */
export type ProjectRowAction = ApiSchemas['ProjectRowAction'];
export type ProjectCollab = ApiSchemas['ProjectCollab'];
export type ChecklistItem = ApiSchemas['ChecklistItem'];
export type ProjectDoc = ApiSchemas['ProjectDoc'];
export type SpecSample = ApiSchemas['SpecSample'];
export type StoryboardBrief = ApiSchemas['StoryboardBrief'];
export type Earnings = ApiSchemas['Earnings'];
export type ProjectMeta = ApiSchemas['ProjectMeta'];
export type Job = ApiSchemas['Job'];
export type JobClaimant = ApiSchemas['JobClaimant'];
/** One step of a job's deliverables history: a submission (note, files), a revision request or the approval. */
export type JobEvent = ApiSchemas['JobEvent'];
export type LevelPrices = ApiSchemas['LevelPrices'];
/** What the caller may do with a job now (`Job.actions`, decided by the server). */
export type JobAction = ApiSchemas['JobAction'];
/** The rates table: `roles[role] = { rates: { [slot 1-18]: dollars }, bonus }`. */
export type Pricing = ApiSchemas['Pricing'];
export type RoleRates = ApiSchemas['RoleRates'];
export type Notif = ApiSchemas['Notif'];
export type NotifConfig = ApiSchemas['NotifConfig'];
export type Memo = ApiSchemas['Memo'];
export type Feed = ApiSchemas['Feed'];
export type Post = ApiSchemas['Post'];
export type PostType = Post['type'];
/** A doc of the studio's documentation (GET /api/blogposts/{idOrSlug}); `body` (markdown) only for its editors. */
export type Blogpost = ApiSchemas['Blogpost'];
/** A row of the docs list (GET /api/blogposts). */
export type BlogpostSummary = ApiSchemas['BlogpostSummary'];
/** A file a doc carries, with its image's url (GET /api/blogposts/files, admins). */
export type BlogpostFile = ApiSchemas['BlogpostFile'];
export type Payment = ApiSchemas['Payment'];
export type PbSummary = ApiSchemas['PbSummary'];
export type PaymentJob = ApiSchemas['PaymentJob'];
/** One payee's completed, unpaid jobs and unpaid bonuses (GET /api/payments/outstanding); `user.paymentInfo` only for admins and the payment role. */
export type OutstandingEntry = ApiSchemas['OutstandingEntry'];
/** A row of GET /api/users: admins get every field, power users the public ones. */
export type UserRow = ApiSchemas['UserRow'];
/** The signed-in user's own settings (GET /api/accounts/me) that the session does not carry. */
export type AccountSettings = ApiSchemas['AccountSettings'];
export type Level = ApiSchemas['Level'];
export type Locale = ApiSchemas['Locale'];
export type JobStatus = ApiSchemas['JobStatus'];
export type ProjectStatus = ApiSchemas['ProjectStatus'];
/** ISO 8601 date-time string. */
export type IsoDate = string;

/** A contributor role (spec section 6) or a special role ('payment', 'vrd'). */
export type Role =
  | 'video-idea'
  | 'project-manager'
  | 'cross-checking'
  | 'script'
  | 'title-writing'
  | 'demon-hunter'
  | 'demon-hunter-editing'
  | 'storyboard'
  | 'voice'
  | 'coloring'
  | 'recording'
  | 'video-editing'
  | 'video-finalizing'
  | 'cover-image-design'
  | 'sound-design'
  | 'translation'
  | 'subtitles'
  | 'expert'
  | 'payment'
  | 'vrd';

/** Star level of a user in a role: 1 Trainee, 2 Normal, 3 Premium. */
export type StarLevel = 1 | 2 | 3;

/** Every error body: `{ message }`, plus `redirectUrl` on 401 and on the freelancer-terms 403. Read defensively. */
export type ErrorBody = Partial<ApiSchemas['ErrorResponse']>;

export type { ApiBody, ApiQuery, ApiResponse } from './client/api-paths';

/** Comments (issue 11): a top-level comment with its replies, one reply, the tabs' tag, counts per visibility key. */
export type Comment = ApiSchemas['Comment'];
export type CommentReply = ApiSchemas['CommentReply'];
export type CommentTag = ApiSchemas['CommentTag'];
export type CommentCounts = ApiSchemas['CommentCounts'];
