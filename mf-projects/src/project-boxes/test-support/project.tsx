/** Test helpers of the project boxes: a project as GET /api/projects/{id} answers it, and the page's data flow. */
import type { ReactElement } from 'react';
import type { ChecklistItem, Project } from 'shared-api';
import { useProject } from '../../project-shared';

export function aProject(overrides: Partial<Project> = {}): Project {
  return {
    _id: 'p1',
    title: 'Why cats purr',
    status: 'production',
    oldStatus: null,
    scriptStatus: 'confirmed',
    storyboardStatus: 'confirmed',
    wordCount: 1200,
    characterCount: 6000,
    sceneCount: 8,
    published: false,
    created: '2024-01-01T00:00:00.000Z',
    updated: '2024-02-01T00:00:00.000Z',
    level: 2,
    progress: 0,
    specs: { level: 2, voice: null, music: null },
    checklist: [],
    meta: {
      fbLaunchDate: null,
      plannedLaunches: { fb: null, yt: null },
      disableRelaunch: false,
      fbRelaunch: false,
      claimedForLaunch: null,
      emailSent: null,
      markedGood: null,
      orderScript: false,
      postId: null,
    },
    gdriveFolder: null,
    earnings: { fbUrl: null, ytUrl: null, total: null, syncedAt: null, additional: [] },
    actions: [],
    ...overrides,
  };
}

export function aStep(overrides: Partial<ChecklistItem> & { id: string }): ChecklistItem {
  return { name: overrides.id, checked: false, user: null, toggled: null, help: null, admin: false, items: [], ...overrides };
}

/**
 * Renders `box` with the project the page would pass: read through `useProject` (the same SWR cache the
 * boxes' changes write their answers into), so a test sees the box follow the server's answer.
 */
export function WithProject({ id = 'p1', box }: { id?: string; box: (project: Project) => ReactElement }) {
  const { data } = useProject(id);
  return data ? box(data.project) : null;
}
