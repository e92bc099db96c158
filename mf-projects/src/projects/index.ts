/** The projects feature's public surface: what other features of this package may import (lint refuses deeper imports). */
export { MyProjectsWidget } from './MyProjectsWidget';
export { ProjectForm } from './ProjectForm';
