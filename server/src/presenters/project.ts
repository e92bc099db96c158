import type { ProjectWithRelations } from '../repositories/projects';
import type { ProjectListItemJson } from '../routes/api/projects/schema';
import { can, type Actor } from '../policies';
import { iso } from './dates';

/** A project list entry; the star level and sensitivity flag only for contributors. */
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
  };
}
