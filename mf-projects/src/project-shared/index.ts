/**
 * What the project page and its sections share (the project's data hooks, access helpers, addresses and boxes):
 * a feature-neutral folder that imports no feature, so the page's sections (scenes, script, media, project-boxes…)
 * and the page can both use it without an import cycle between feature folders (lint's `studio/no-cycle`).
 */
export { useProjectChange, type ProjectChangeBody, type ProjectChangePath } from './api/change-project';
export { projectKey, useProject } from './api/get-project';
export type { ProjectAnswer } from './api/get-project';
export { isPublicView } from './access';
export { isProjectId, projectUrl, sectionUrl } from './links';
export { Box, Buttons, Facts, Muted, Prose } from './ui/Box';
export { pictureSize } from './ui/picture-size';
