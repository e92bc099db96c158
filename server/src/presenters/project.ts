import { projectState, type ProjectDetail, type ProjectSearchRow, type ProjectWithRelations } from '../repositories/projects';
import type { ProjectJson, ProjectListItemJson, ProjectSearchResultJson } from '../schemas/project';
import {
  availableProjectActions,
  availableProjectRowActions,
  can,
  isCollaboratingPm,
  isGuest,
  type Actor,
  type Caller,
} from '../policies';
import { FB_RELAUNCH_AFTER_DAYS } from '../domain/project-constants';
import { checklistOrDefault } from '../domain/checklist';
import { iso, isoOrNull } from './dates';

/**
 * A project list entry; the star level and sensitivity flag only for contributors; its item menu's `actions` judged
 * from the row itself (no query per row).
 */
export function presentProjectListItem(project: ProjectWithRelations, actor: Actor): ProjectListItemJson {
  const internals = can(actor, 'seeInternals', 'project', { collaboratorIds: [], jobs: [] });
  return {
    _id: project.id,
    title: project.title,
    status: project.status,
    oldStatus: project.old_status,
    scriptStatus: project.script_status,
    storyboardStatus: project.storyboard_status,
    ...(internals ? { level: project.level, demonProof: project.demon_proof } : {}),
    starred: project.starred,
    perfBased: project.perf_based,
    progress: project.progress,
    wordCount: project.word_count,
    characterCount: project.character_count,
    sceneCount: project.scene_count,
    platforms: project.platforms,
    postId: project.post_id,
    listedByMe: project.listed_by_me,
    collabs: project.collabs,
    created: iso(project.created_at),
    updated: iso(project.updated_at),
    actions: availableProjectRowActions(actor, {
      status: project.status,
      collaboratorIds: project.collabs.map((collab) => collab._id),
    }),
  };
}

/** A project the global search found. */
export const presentProjectSearchResult = (project: ProjectSearchRow): ProjectSearchResultJson => ({
  _id: project.id,
  title: project.title,
  status: project.status,
  thumbnail: project.cover_file_id,
  updated: iso(project.updated_at),
});

const stampOrNull = (stamp: { user: { _id: string; name: string }; date: string } | null | undefined) =>
  stamp ? { user: stamp.user, date: iso(stamp.date) } : null;

/** Whether the Facebook relaunch is offered: launched there over 120 days ago and not disabled. */
export function fbRelaunchDue(project: Pick<ProjectDetail, 'fb_launch_date' | 'disable_relaunch'>, now = new Date()): boolean {
  if (!project.fb_launch_date || project.disable_relaunch) return false;
  return now.getTime() - new Date(project.fb_launch_date).getTime() > FB_RELAUNCH_AFTER_DAYS * 24 * 3600 * 1000;
}

/**
 * The project page's project for `caller` (a guest: an anonymous reader of a published project, or anyone reading it
 * as one, who gets the public subset). Clients get no internals; PMs of the project also get collaborators' e-mails.
 */
export function presentProject(project: ProjectDetail, caller: Caller): ProjectJson {
  const base: ProjectJson = {
    _id: project.id,
    title: project.title,
    status: project.status,
    oldStatus: project.old_status,
    scriptStatus: project.script_status as ProjectJson['scriptStatus'],
    storyboardStatus: project.storyboard_status as ProjectJson['storyboardStatus'],
    wordCount: project.word_count,
    characterCount: project.character_count,
    sceneCount: project.scene_count,
    published: project.published,
    created: iso(project.created_at),
    updated: iso(project.updated_at),
    actions: [],
  };
  if (isGuest(caller)) return base;
  const actor = caller;

  const target = { collaboratorIds: project.collaborator_ids, jobs: project.jobs, status: project.status };
  const internals = can(actor, 'seeInternals', 'project', target);
  const emails = can(actor, 'seeCollabEmails', 'project', target);
  const json: ProjectJson = {
    ...base,
    starred: project.starred,
    perfBased: project.perf_based,
    progress: project.progress,
    platforms: project.platforms,
    allowPortfolio: project.allow_portfolio,
    storyboardNumbers: project.storyboard_numbers,
    storyboardVisible: project.storyboard_visible,
    listedByMe: project.listed_by_me,
    collabs: project.collab_rows.map((collab) => ({
      _id: collab._id,
      name: collab.name,
      picture: collab.picture,
      level: collab.level,
      ...(emails ? { email: collab.email } : {}),
      pending: collab.pending,
      pm: isCollaboratingPm(collab),
    })),
    scriptRaw: project.script_raw_body === null ? null : { body: project.script_raw_body, comments: project.script_raw_comments },
    storyboardBrief: project.storyboard_brief,
    credits: project.credits,
    actions: availableProjectActions(actor, target, projectState(project)),
  };
  if (internals) {
    Object.assign(json, {
      level: project.level,
      demonProof: project.demon_proof,
      specs: { level: project.level, voice: project.spec_voice, music: project.spec_music },
      checklist: checklistOrDefault(project.checklist),
      meta: {
        fbLaunchDate: isoOrNull(project.fb_launch_date),
        plannedLaunches: { fb: project.planned_launches.fb ?? null, yt: project.planned_launches.yt ?? null },
        disableRelaunch: project.disable_relaunch,
        fbRelaunch: fbRelaunchDue(project),
        claimedForLaunch: stampOrNull(project.meta.claimedForLaunch),
        emailSent: stampOrNull(project.meta.emailSent),
        markedGood: stampOrNull(project.meta.markedGood),
        orderScript: project.order_script,
        postId: project.post_id,
      },
      gdriveFolder: project.gdrive_folder,
      earnings: {
        fbUrl: project.earnings_fb_url,
        ytUrl: project.earnings_yt_url,
        total: project.earnings_total,
        syncedAt: isoOrNull(project.earnings_synced_at),
        additional: project.earnings_additional,
      },
    } satisfies Partial<ProjectJson>);
  }
  if (can(actor, 'readDocs', 'project', target)) {
    json.docs = project.doc_rows.map((doc) => ({ ...doc, created: iso(doc.created) }));
  }
  if (can(actor, 'transfer', 'project', target)) json.transfers = project.transfer_rows;
  return json;
}

/** A project as its viewer sees it (the public subset once they may not read it). */
export function presentProjectView(view: { project: ProjectDetail; viewer: Caller }): ProjectJson {
  return presentProject(view.project, view.viewer);
}
