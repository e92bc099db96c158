import type { ProjectListItem } from 'shared-api';

/** A project as GET /api/projects lists it. */
export function project(overrides: Partial<ProjectListItem> = {}): ProjectListItem {
  return {
    _id: 'p1',
    title: 'Why cats purr',
    status: 'new',
    oldStatus: null,
    scriptStatus: 'new',
    storyboardStatus: 'new',
    level: 2,
    starred: false,
    perfBased: false,
    progress: 0,
    wordCount: 0,
    characterCount: 0,
    sceneCount: 0,
    platforms: [],
    postId: null,
    listedByMe: false,
    collabs: [],
    created: new Date(Date.now() - 86_400_000).toISOString(),
    updated: new Date().toISOString(),
    actions: [],
    ...overrides,
  };
}
