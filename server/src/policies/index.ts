// Every permission rule lives in this folder, one file per model, on the engine in engine.ts.
// Importing this module registers them all.
import './project';
import './job';
import './payment';
import './feed';
import './user';
import './scene';

export { allow, can, authorize, abilities } from './engine';
export * from './actor';
export type * from './models';
export {
  claimedByActor,
  visiblePriceTiers,
  mayClaim,
  isEligibleClaimant,
  availableJobActions,
  pricingRolesHiddenFrom,
  readableJobsSql,
  claimableJobSql,
  PRICE_TIERS,
  OTHER_JOB_TYPE,
  type PriceTier,
} from './job';
export { readableProjectIdsSql, readableProjectsSql } from './project';
export { settableSceneStatuses } from './scene';
export { readablePaymentsSql, readablePayeeSql } from './payment';
export { readableFeedsSql, readablePostsSql } from './feed';
