// Every migration, in order. Listed in code (not read from a folder) so the bundled server carries them.
import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001_initial';
import * as jobsListsAndOrderScript from './0002_jobs_lists_and_order_script';
import * as peopleAccounts from './0003_people_accounts';
import * as paymentsOutstanding from './0004_payments_outstanding';
import * as projectPage from './0005_project_page';
import * as paymentLedgerGuard from './0006_payment_ledger_guard';
import * as invitationLanding from './0007_invitation_landing';
import * as projectsListIndexes from './0008_projects_list_indexes';
import * as scenes from './0009_scenes';
import * as jobDeliverables from './0010_job_deliverables';
import * as outstandingAndFileAccess from './0011_outstanding_and_file_access';
import * as loginFailures from './0012_login_failures';
import * as feedPosts from './0013_feed_posts';
import * as comments from './0014_comments';
import * as blogposts from './0015_blogposts';
import * as socialMedia from './0016_social_media';
import * as videosAndResources from './0017_videos_and_resources';
import * as notificationRenders from './0018_notification_renders';
import * as socialMediaOrder from './0019_social_media_order';
import * as feedPostCounts from './0020_feed_post_counts';
import * as liveEvents from './0021_live_events';
import * as messages from './0022_messages';
import * as projectSearch from './0023_project_search';
import * as userActionCounts from './0024_user_action_counts';
import * as scriptSplit from './0026_script_split';
import * as listsAtScale from './0027_lists_at_scale';
import * as fileDimensions from './0028_file_dimensions';
import * as pbPayouts from './0029_pb_payouts';
import * as mailQueue from './0030_mail_queue';
import * as rateLimitHits from './0031_rate_limit_hits';
import * as dueDates from './0033_due_dates';
import * as apiTokens from './0034_api_tokens';
import * as reviewLinks from './0035_review_links';
import * as webhooks from './0036_webhooks';
import * as payoutBatches from './0037_payout_batches';
import * as launchDates from './0038_launch_dates';
import * as turnaround from './0039_turnaround';
import * as reviewFeedback from './0040_review_feedback';
import * as userNameSearch from './0041_user_name_search';
import * as pbSummaryIndexes from './0042_pb_summary_indexes';
import * as projectOpenTypeCounts from './0043_project_open_type_counts';

// In number order: Kysely runs them sorted by name, and a reader should find them so.
const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_jobs_lists_and_order_script': jobsListsAndOrderScript,
  '0003_people_accounts': peopleAccounts,
  '0004_payments_outstanding': paymentsOutstanding,
  '0005_project_page': projectPage,
  '0006_payment_ledger_guard': paymentLedgerGuard,
  '0007_invitation_landing': invitationLanding,
  '0008_projects_list_indexes': projectsListIndexes,
  '0009_scenes': scenes,
  '0010_job_deliverables': jobDeliverables,
  '0011_outstanding_and_file_access': outstandingAndFileAccess,
  '0012_login_failures': loginFailures,
  '0013_feed_posts': feedPosts,
  '0014_comments': comments,
  '0015_blogposts': blogposts,
  '0016_social_media': socialMedia,
  '0017_videos_and_resources': videosAndResources,
  '0018_notification_renders': notificationRenders,
  '0019_social_media_order': socialMediaOrder,
  '0020_feed_post_counts': feedPostCounts,
  '0021_live_events': liveEvents,
  '0022_messages': messages,
  '0023_project_search': projectSearch,
  '0024_user_action_counts': userActionCounts,
  '0026_script_split': scriptSplit,
  '0027_lists_at_scale': listsAtScale,
  '0028_file_dimensions': fileDimensions,
  '0029_pb_payouts': pbPayouts,
  '0030_mail_queue': mailQueue,
  '0031_rate_limit_hits': rateLimitHits,
  '0033_due_dates': dueDates,
  '0034_api_tokens': apiTokens,
  '0035_review_links': reviewLinks,
  '0036_webhooks': webhooks,
  '0037_payout_batches': payoutBatches,
  '0038_launch_dates': launchDates,
  '0039_turnaround': turnaround,
  '0040_review_feedback': reviewFeedback,
  '0041_user_name_search': userNameSearch,
  '0042_pb_summary_indexes': pbSummaryIndexes,
  '0043_project_open_type_counts': projectOpenTypeCounts,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
