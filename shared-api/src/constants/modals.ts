/**
 * Every app-wide modal: its name on the bus and the remote module that renders it. The shell's modal
 * host looks names up here, loads `${remote}/${module}` through federation and mounts it as a parcel.
 */
import type { RemoteModules, RemoteName } from '../federation/remote-modules';

export type ModalEntry = { remote: RemoteName; module: `./${string}` };

export const MODALS = {
  'project-form': { remote: 'mf-projects', module: './ProjectFormModal' },
  'job-create': { remote: 'mf-jobs', module: './JobCreateModal' },
  'post-form': { remote: 'mf-feed', module: './PostFormModal' },
  'memo-form': { remote: 'mf-feed', module: './MemoFormModal' },
} as const satisfies Record<string, ModalEntry>;

export type ModalName = keyof typeof MODALS;

/** The federation id of a modal's module, e.g. 'mf-projects/ProjectFormModal' (distributes over a union of names). */
export type ModalModuleId<N extends ModalName> = N extends ModalName
  ? `${(typeof MODALS)[N]['remote']}/${(typeof MODALS)[N]['module'] extends `./${infer M}` ? M : never}`
  : never;

/** Compile-time check: every modal points at a module declared in RemoteModules. */
type AssertDeclared<T extends keyof RemoteModules> = T;
export type ModalModuleIds = AssertDeclared<{ [N in ModalName]: ModalModuleId<N> }[ModalName]>;

export function modalModuleId<N extends ModalName>(name: N): ModalModuleId<N> {
  const entry: ModalEntry = MODALS[name];
  return `${entry.remote}/${entry.module.slice(2)}` as ModalModuleId<N>;
}
