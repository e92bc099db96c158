/** Test helpers for the project page: projects as GET /api/projects/{id} presents them, and a server answering them. */
import { useSession, type Project, type ProjectCollab, type SessionUser } from 'shared-api';
import { mockFetch, type FakeReply, type FetchCall } from 'shared-api/test-support';

/** A project id (ids are uuids; the page shows nothing for other words under /app/projects). */
export const PROJECT_ID = '0b6f3c1e-5d2a-4c8e-9f10-7a1b2c3d4e5f';

export function aCollab(overrides: Partial<ProjectCollab> = {}): ProjectCollab {
  return { _id: 'u-pm', name: 'Pat PM', picture: null, level: 'staff', pending: false, pm: true, ...overrides };
}

/** A project as a contributor member reads it (internals present); actions empty unless given. */
export function aProject(overrides: Partial<Project> = {}): Project {
  return {
    _id: PROJECT_ID,
    title: 'Why cats purr',
    status: 'script-writing',
    oldStatus: null,
    scriptStatus: 'new',
    storyboardStatus: 'new',
    wordCount: 1200,
    characterCount: 7000,
    sceneCount: 12,
    published: false,
    created: '2024-03-01T10:00:00.000Z',
    updated: '2024-03-02T10:00:00.000Z',
    level: 2,
    starred: false,
    perfBased: false,
    progress: 10,
    demonProof: true,
    platforms: [],
    allowPortfolio: false,
    storyboardNumbers: false,
    storyboardVisible: true,
    listedByMe: false,
    collabs: [aCollab()],
    scriptRaw: null,
    storyboardBrief: null,
    credits: '',
    checklist: [],
    actions: [],
    ...overrides,
  };
}

/** What a client member reads: no internals (no checklist, specs, docs…). */
export function aClientsProject(overrides: Partial<Project> = {}): Project {
  const { checklist: _checklist, level: _level, demonProof: _demonProof, ...rest } = aProject();
  return { ...rest, ...overrides };
}

/** The public subset an anonymous visitor of a published project reads. */
export function aPublicProject(overrides: Partial<Project> = {}): Project {
  const p = aProject({ published: true });
  return {
    _id: p._id,
    title: p.title,
    status: p.status,
    oldStatus: p.oldStatus,
    scriptStatus: p.scriptStatus,
    storyboardStatus: p.storyboardStatus,
    wordCount: p.wordCount,
    characterCount: p.characterCount,
    sceneCount: p.sceneCount,
    published: true,
    created: p.created,
    updated: p.updated,
    actions: [],
    ...overrides,
  };
}

export type ChangeHandler = (
  path: string,
  call: FetchCall,
  current: Project,
) => FakeReply | { message: string; project: Project };

/**
 * A server holding one project: GET /api/projects/{id} answers it; a change (POST or DELETE under it) answers what
 * `onChange` returns — `{ message, project }` becomes the new project — and anything else answers `other(url)`.
 * Returns the recorded calls.
 */
export function serveProject(
  project: Project,
  { onChange, other }: { onChange?: ChangeHandler; other?: (url: URL, call: FetchCall) => FakeReply | Promise<FakeReply> } = {},
): FetchCall[] {
  let current = project;
  const base = `/api/projects/${project._id}`;
  return mockFetch((url, call) => {
    if (url.pathname === base && call.method === 'GET') return { body: { project: current } };
    if ((url.pathname === base || url.pathname.startsWith(`${base}/`)) && call.method !== 'GET' && onChange) {
      const path = url.pathname.slice(base.length + 1);
      const answer = onChange(path, call, current);
      if ('project' in answer && 'message' in answer) {
        current = answer.project;
        return { body: answer };
      }
      return answer as FakeReply;
    }
    return other ? other(url, call) : { status: 404, body: { message: 'Not found' } };
  });
}

/** The calls that changed something (not GETs), as `{ method, path, body }` relative to the project. */
export function changesIn(calls: FetchCall[], projectId = PROJECT_ID) {
  const base = `/api/projects/${projectId}`;
  return calls
    .filter((call) => call.method !== 'GET' && call.url.startsWith(base))
    .map((call) => ({ method: call.method, path: call.url.slice(base.length + 1), body: call.body }));
}

export function signIn(user: SessionUser | null) {
  useSession.setState({ user });
}
