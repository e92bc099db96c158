/** The project feature's public surface: what other features of this package may import (lint refuses deeper imports). */
export { useProjectChange } from './api/change-project';
export { downloadFile } from './api/download-file';
export { projectKey, useProject } from './api/get-project';
export type { ProjectAnswer } from './api/get-project';
export { isProjectPm, isPublicView } from './access';
export { projectUrl } from './links';
export { Box, Buttons, Muted, Prose } from './ui/Box';
export { WORD_COUNT_TARGET, WORD_COUNT_WARNING } from './word-count';
export { sectionUrl } from './links';
