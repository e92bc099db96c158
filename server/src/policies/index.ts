// Every permission rule lives in this folder, one file per model, on the engine in engine.ts.
// Importing this module registers them all.
import './project';
import './job';
import './deliverable';
import './payment';
import './feed';
import './user';
import './file';
import './scene';
import './video';
import './resource';
import './social-media';
import './blogpost';
import './comment';
import './conversation';
import './remote-version';
import './webhook';
import './review';

export { allow, allowGuest, can, authorize, abilities } from './engine';
export * from './actor';
export { readsFileImage } from './file';
export type * from './models';
export {
  claimedByActor,
  visiblePriceTiers,
  mayClaim,
  isEligibleClaimant,
  availableJobActions,
  pricingRolesHiddenFrom,
  readableJobsSql,
  eligibleClaimantUsersSql,
  jobRefusal,
  JOBS_FOR_CONTRIBUTORS,
  claimableJobSql,
  PRICE_TIERS,
  OTHER_JOB_TYPE,
  type PriceTier,
} from './job';
export {
  readableProjectIdsSql,
  readableProjectsSql,
  mayTakeProjectAction,
  availableProjectActions,
  availableProjectRowActions,
  readsPublicView,
  PROJECT_FORBIDDEN,
  META_FLAGS_FORBIDDEN,
  INVITE_NEW_PEOPLE_FORBIDDEN,
  isCollaboratingPm,
  collaboratingPms,
  removesLastPm,
} from './project';
export { settableSceneStatuses, availableSceneActions, mayTakeSceneAction, SCENE_FORBIDDEN } from './scene';
export { availableSocialMediaActions, SOCIAL_MEDIA_FORBIDDEN, COVER_DESIGN_ROLE } from './social-media';
export { PAYMENTS_FOR_CONTRIBUTORS, readablePaymentsSql, readablePayeeSql } from './payment';
export { lastAdminConflict, raisesRights, userPageSize, type UserRights } from './user';
export { readableFeedsSql, readablePostsSql, isUserFeed, isPostEditor } from './feed';
export { readableCommentTags, readsCommentItem, isItemPm, commentAbilities, ROLE_COMMENT_TAGS } from './comment';
export { mayTalk, mayTalkTogether, mayRemoveMember } from './conversation';
