/**
 * Generated from src/generated/openapi.json by shared-api/scripts/generate-types.mjs.
 * Do not edit: change the server's route schemas, then run `pnpm --filter server openapi` and
 * `pnpm --filter shared-api generate`.
 */

import type { components } from './api-types';

/** The members of `CommentTag`. */
export const CommentTagValues = ["","admins","private","recording","video-editing","voice"] as const satisfies readonly components['schemas']['CommentTag'][];

/** The members of `DemonPlatform`. */
export const DemonPlatformValues = ["fb","yt"] as const satisfies readonly components['schemas']['DemonPlatform'][];

/** The members of `Exaggeration`. */
export const ExaggerationValues = ["Sex","Conflict","Extreme","Counter Intuitive","Curious","Helpful"] as const satisfies readonly components['schemas']['Exaggeration'][];

/** The members of `JobAction`. */
export const JobActionValues = ["claim","release","submit","release-user","reject","approve","paid","unpaid","bonus","bonus-remove","bonus-paid","bonus-unpaid","status","delete"] as const satisfies readonly components['schemas']['JobAction'][];

/** The members of `JobEventKind`. */
export const JobEventKindValues = ["submit","revision","approve"] as const satisfies readonly components['schemas']['JobEventKind'][];

/** The members of `JobListStatus`. */
export const JobListStatusValues = ["my-jobs","open","incomplete","inprogress","pending","completed","unpaid"] as const satisfies readonly components['schemas']['JobListStatus'][];

/** The members of `JobStatus`. */
export const JobStatusValues = ["open","inprogress","pending","completed"] as const satisfies readonly components['schemas']['JobStatus'][];

/** The members of `JobType`. */
export const JobTypeValues = ["video-idea","project-manager","cross-checking","script","title-writing","demon-hunter","demon-hunter-editing","storyboard","voice","coloring","recording","video-editing","video-finalizing","cover-image-design","sound-design","translation","subtitles","expert","other"] as const satisfies readonly components['schemas']['JobType'][];

/** The members of `Level`. */
export const LevelValues = ["admin","staff","freelancer","client"] as const satisfies readonly components['schemas']['Level'][];

/** The members of `Locale`. */
export const LocaleValues = ["en","th"] as const satisfies readonly components['schemas']['Locale'][];

/** The members of `NotificationMailMode`. */
export const NotificationMailModeValues = ["immediate","daily","off"] as const satisfies readonly components['schemas']['NotificationMailMode'][];

/** The members of `ProjectAction`. */
export const ProjectActionValues = ["rename","updateStatus","submitScript","submitStoryboard","approveScript","approveStoryboard","markReady","hold","activate","trash","restore","toggleFlags","listedBy","duplicate","transfer","markGood","editMeta","claimForLaunch","editSpecs","setupDrive","uploadDoc","editBrief","removeBrief","submitRawScript","publish","editChecklist","checkAdminItem","editCollabs","editEarnings","seePmLogs","createJob","seeCost","seeWordCountBand","join","openScript","splitScript","undoSplitScript"] as const satisfies readonly components['schemas']['ProjectAction'][];

/** The members of `ProjectRowAction`. */
export const ProjectRowActionValues = ["toggleFlags","listedBy","updateStatus","duplicate","transfer","hold","activate","trash","restore","markGood"] as const satisfies readonly components['schemas']['ProjectRowAction'][];

/** The members of `ProjectStatus`. */
export const ProjectStatusValues = ["new","script-writing","storyboarding","production","finalizing","ready","launched","onhold","trash"] as const satisfies readonly components['schemas']['ProjectStatus'][];

/** The members of `ResourceType`. */
export const ResourceTypeValues = ["cover-title-sample"] as const satisfies readonly components['schemas']['ResourceType'][];

/** The members of `ReviewDecisionKind`. */
export const ReviewDecisionKindValues = ["approved","changes"] as const satisfies readonly components['schemas']['ReviewDecisionKind'][];

/** The members of `ReviewLinkKind`. */
export const ReviewLinkKindValues = ["video","social","storyboard"] as const satisfies readonly components['schemas']['ReviewLinkKind'][];

/** The members of `ReviewTargetKind`. */
export const ReviewTargetKindValues = ["video","cover","title","scene"] as const satisfies readonly components['schemas']['ReviewTargetKind'][];

/** The members of `SceneAction`. */
export const SceneActionValues = ["addScene","editText","removeScene","sortScenes","editImage","editNumbers","editSketch","editBoard","setStatus","likeScene","editCredits","readVersions"] as const satisfies readonly components['schemas']['SceneAction'][];

/** The members of `SceneStatus`. */
export const SceneStatusValues = ["pending-changes","changes-completed","ready-for-review","scene-approved","pending-recording","recording-completed","pending-edits","edits-completed","scene-completed"] as const satisfies readonly components['schemas']['SceneStatus'][];

/** The members of `SceneVersionType`. */
export const SceneVersionTypeValues = ["text","image","sketch"] as const satisfies readonly components['schemas']['SceneVersionType'][];

/** The members of `ScriptStatus`. */
export const ScriptStatusValues = ["new","pending","confirmed"] as const satisfies readonly components['schemas']['ScriptStatus'][];

/** The members of `SocialMediaAction`. */
export const SocialMediaActionValues = ["edit","curate"] as const satisfies readonly components['schemas']['SocialMediaAction'][];

/** The members of `SocialPlatform`. */
export const SocialPlatformValues = ["fb","yt","pr"] as const satisfies readonly components['schemas']['SocialPlatform'][];

/** The members of `StoryCategory`. */
export const StoryCategoryValues = ["Injustice","Naughty","Conflict","Tragedy","Helpful"] as const satisfies readonly components['schemas']['StoryCategory'][];

/** The members of `StoryboardStatus`. */
export const StoryboardStatusValues = ["new","sketch-pending","sketch-confirmed","pending","confirmed"] as const satisfies readonly components['schemas']['StoryboardStatus'][];

/** The members of `VideoPlatform`. */
export const VideoPlatformValues = ["pr","yt","fb"] as const satisfies readonly components['schemas']['VideoPlatform'][];

/** The members of `WebhookEventType`. */
export const WebhookEventTypeValues = ["job.created","job.claimed","job.submitted","job.approved","job.sent_back","job.released","project.status_changed","script.approved","storyboard.approved","payment.recorded","comment.posted","review.decided"] as const satisfies readonly components['schemas']['WebhookEventType'][];

/** The members of `WorkingProjectStatus`. */
export const WorkingProjectStatusValues = ["new","script-writing","storyboarding","production","finalizing","ready","launched"] as const satisfies readonly components['schemas']['WorkingProjectStatus'][];

/** `EmailAddress`: what the server accepts as an e-mail address. */
export const EMAIL_PATTERN = new RegExp("^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$");
export const EMAIL_MAX_LENGTH = 320;
/** `NewPassword`: the shortest password the server accepts. */
export const PASSWORD_MIN_LENGTH = 8;
