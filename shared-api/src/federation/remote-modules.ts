/**
 * THE typed declaration of every module a remote exposes, and the route areas each remote owns.
 * The shell loads `'<remote>/<module>'` with `loadRemote<RemoteModules[Id]>(id)`; each remote types its
 * exposed module's default export with the matching entry (`satisfies RemoteModules[Id]['default']`).
 * Also importable alone as `shared-api/federation`.
 */
import type { AppProps } from 'single-spa';
import { isAdmin, isContrib, type PermissionUser } from '../permissions/permissions';

export type RemoteName = 'mf-projects' | 'mf-jobs' | 'mf-payments' | 'mf-feed' | 'mf-admin';

export const REMOTE_NAMES: readonly RemoteName[] = ['mf-projects', 'mf-jobs', 'mf-payments', 'mf-feed', 'mf-admin'];

/**
 * single-spa lifecycles of an application or parcel: what `singleSpaReact<P>(…)` returns, and
 * assignable to single-spa's `LifeCycles<P>` and `ParcelConfig<P>` (pass P explicitly or let
 * `registerApplication` / `mountRootParcel` infer it; the non-generic `ParcelConfig` means any props).
 */
export interface SpaLifecycles<P> {
  bootstrap(props: P & AppProps): Promise<unknown>;
  mount(props: P & AppProps): Promise<unknown>;
  unmount(props: P & AppProps): Promise<unknown>;
  update?(props: P & AppProps): Promise<unknown>;
}

/** Props of a routed area (`./app`): the shell's content element. */
export type RemoteAppProps = { domElement: HTMLElement };
/** Props of a dashboard widget parcel. */
export type WidgetProps = { domElement: HTMLElement };
/** Props of a modal parcel: the element inside the shell's Modal, `close()` and the modal's own props. */
export type ModalParcelProps<P extends object = Record<never, never>> = {
  domElement: HTMLElement;
  /** Ask the shell to close (and unmount) this modal. */
  close(): void;
} & P;

/** Own props of the project form modal. */
export type ProjectFormModalProps = {
  /** initial value of the title field */
  title?: string;
};

/** Own props of the create-job modal (opened from a project's jobs section). */
export type JobCreateModalProps = {
  /** the project the job is created in */
  projectId: string;
};

/** Props of the project page's jobs section: the list and "+ Create Job" (the page around it shows the job stats), or one job at `/jobs/{jobId}`. */
export type ProjectJobsSectionProps = {
  domElement: HTMLElement;
  projectId: string;
};

/** Own props of the post form modal (the top bar's Create → Post, or a feed's own new-post button). */
export type PostFormModalProps = {
  /** the feed chosen at first, by name */
  feed?: string;
  /** start as a private to-do item */
  privateTodo?: boolean;
};

/**
 * Own props of the comments panel (mf-feed): the item's comments, tabs by tag. `variant: 'modal'` (the shell's side
 * modal, opened by `?comments={itemId}`) or `'thread'` (in place: the storyboard board's discussion, Enter submits).
 */
export type CommentsPanelProps = {
  itemId: string;
  variant?: 'modal' | 'thread';
  /** The modal's close (drops `?comments` from the address); absent in a thread. */
  close?(): void;
};

/** Props each bus modal takes (`openModal(name, props)`), by modal name. */
export type ModalPropsMap = {
  'project-form': ProjectFormModalProps;
  'job-create': JobCreateModalProps;
  'post-form': PostFormModalProps;
  'memo-form': Record<never, never>;
};

export interface RemoteModules {
  'mf-projects/app': { default: SpaLifecycles<RemoteAppProps> };
  'mf-projects/MyProjectsWidget': { default: SpaLifecycles<WidgetProps> };
  'mf-projects/ProjectFormModal': { default: SpaLifecycles<ModalParcelProps<ProjectFormModalProps>> };
  'mf-jobs/app': { default: SpaLifecycles<RemoteAppProps> };
  'mf-jobs/MyJobsWidget': { default: SpaLifecycles<WidgetProps> };
  'mf-jobs/JobCreateModal': { default: SpaLifecycles<ModalParcelProps<JobCreateModalProps>> };
  'mf-jobs/ProjectJobsSection': { default: SpaLifecycles<ProjectJobsSectionProps> };
  'mf-payments/app': { default: SpaLifecycles<RemoteAppProps> };
  'mf-feed/app': { default: SpaLifecycles<RemoteAppProps> };
  'mf-feed/PostFormModal': { default: SpaLifecycles<ModalParcelProps<PostFormModalProps>> };
  'mf-feed/MemoFormModal': { default: SpaLifecycles<ModalParcelProps> };
  'mf-feed/CommentsPanel': { default: SpaLifecycles<{ domElement: HTMLElement } & CommentsPanelProps> };
  'mf-feed/MyMessagesWidget': { default: SpaLifecycles<WidgetProps> };
  'mf-admin/app': { default: SpaLifecycles<RemoteAppProps> };
}

export type RemoteModuleId = keyof RemoteModules;

/** Props of the lifecycles exposed as `id`. */
export type RemoteModuleProps<Id extends RemoteModuleId> =
  RemoteModules[Id]['default'] extends SpaLifecycles<infer P> ? P : never;

/** Route prefixes where each remote's `./app` is active. */
export const REMOTE_AREAS: Readonly<Record<RemoteName, readonly string[]>> = {
  'mf-projects': ['/app/projects', '/app/tools', '/app/bravo'],
  'mf-jobs': ['/app/jobs'],
  'mf-payments': ['/app/payments'],
  'mf-feed': ['/app/feed', '/app/docs', '/app/messages'],
  'mf-admin': ['/app/users', '/app/account'],
};

/** The remote owning a pathname (`/app/jobs/42` → 'mf-jobs'), or null for the shell's own pages. */
export function remoteForPath(pathname: string): RemoteName | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const name of REMOTE_NAMES) {
    if (REMOTE_AREAS[name].some((prefix) => path === prefix || path.startsWith(prefix + '/'))) return name;
  }
  return null;
}

/** The dashboard shows My Jobs to contributors who are not admins (admins find theirs under Jobs). */
export function showsMyJobs(user: PermissionUser | null | undefined): boolean {
  return isContrib(user) && !isAdmin(user);
}

/**
 * The remotes `user` needs at `/app/`: for a contributor, the dashboard's parcels (My Jobs, see `showsMyJobs`; My
 * Projects; Messages); a client has no dashboard and is sent on to the project list (the shell's guards), which is
 * mf-projects; none for a visitor, whom the guards send to sign in.
 */
export function dashboardRemotes(user: PermissionUser | null | undefined): readonly RemoteName[] {
  if (!user) return [];
  if (!isContrib(user)) return ['mf-projects'];
  return showsMyJobs(user) ? ['mf-jobs', 'mf-projects', 'mf-feed'] : ['mf-projects', 'mf-feed'];
}

/**
 * The remotes a page needs at once for `user`: its area's remote, or the dashboard's widgets. The server preloads
 * only these entries (all five would cost the first load ~25 KB gzip for remotes the page may never use).
 */
export function remotesForPage(pathname: string, user: PermissionUser | null | undefined): readonly RemoteName[] {
  if (pathname === '/app' || pathname === '/app/') return dashboardRemotes(user);
  const remote = remoteForPath(pathname);
  return remote ? [remote] : [];
}

/** The registry the page carries and `/api/remotes` returns. */
export type RemoteRegistryEntry = { version: string; entry: string; manifest: string };
export type RemoteRegistry = { remotes: Record<string, RemoteRegistryEntry> };
