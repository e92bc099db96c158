/** The project feature's public surface: what other features of this package may import (lint refuses deeper imports). */
export { useProjectChange } from './api/change-project';
export { projectKey, useProject } from './api/get-project';
