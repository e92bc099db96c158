/** When a project's storyboard exists and shows (spec doc 2 section 4; the header's visibility toggle). */
import type { Project } from 'shared-api';

/** The storyboard exists once the project is past script writing. */
export const hasStoryboard = (project: Pick<Project, 'status'>) =>
  project.status !== 'new' && project.status !== 'script-writing';

/** The board view shows: the storyboard exists and the header's "Storyboard visible" is on. */
export const showsStoryboard = (project: Pick<Project, 'status' | 'storyboardVisible'>) =>
  hasStoryboard(project) && project.storyboardVisible !== false;
