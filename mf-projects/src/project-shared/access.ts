/** What the project page's project tells about the caller's view of it (the server decides; `project.actions` too). */
import type { Project } from 'shared-api';

/**
 * The public subset: an anonymous visitor (or an outsider) reading a published project gets no collaborators,
 * no actions and no side boxes, only the title, statuses and counts.
 */
export const isPublicView = (project: Project): boolean => project.collabs === undefined;
