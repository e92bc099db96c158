import { useState } from 'react';
import { isPm, navigateTo, useSession, type ProjectListItem, type ProjectRowAction } from 'shared-api';
import { Menu, type MenuItem } from 'shared-ui';
import { useProjectsT } from '../i18n';
import type { ProjectChangeBody, ProjectChangePath, useProjectChange } from '../project-shared';
import { useTransferTargets } from './api/transfer-project';
import { DuplicateProjectModal } from './DuplicateProjectModal';
import { ProjectStatusDialog } from './ProjectStatusDialog';
import { TransferProjectModal } from './TransferProjectModal';
import './strings';

type Dialog = 'status' | 'duplicate' | 'transfer' | null;

/** The row's switches: the admins' flags and the PM's own My List. */
export type ProjectRowFlag = 'starred' | 'perfBased' | 'listedByMe';
/** The calls the switches make: they answer at once and queue, so they never make the menu busy. */
const SWITCH_CALLS = ['toggle', 'listedby'];

export type ProjectItemMenuProps = {
  /** The row; its `actions` (the server's) decide the entries. */
  project: ProjectListItem;
  change: ReturnType<typeof useProjectChange>;
  /** A switch set to `value` (the row shows it at once; see ListProjectItem). */
  onFlag(flag: ProjectRowFlag, value: boolean): void;
};

/**
 * The item menu (⋮): priority and performance-based flags, My List, set status, duplicate, transfer, on hold or
 * active, trash or restore — only the entries the caller may take now. Every change answers with the server's
 * message as a toast and refreshes the lists and counts (`useProjectChange`). The switches name the value they
 * set, never "flip", so a second click before the first answer undoes nothing it did not mean to.
 */
export function ProjectItemMenu({ project, change, onFlag }: ProjectItemMenuProps) {
  const t = useProjectsT();
  const user = useSession((state) => state.user);
  const [dialog, setDialog] = useState<Dialog>(null);
  const may = (action: ProjectRowAction) => project.actions.includes(action);
  // Transfer shows only where the installation names sites to send to (one shared request for every row).
  const transferTargets = useTransferTargets(may('transfer'));
  const canTransfer = may('transfer') && (transferTargets.data?.targets?.length ?? 0) > 0;
  const busy = change.pending !== null && !SWITCH_CALLS.includes(change.pending);
  const run =
    <Tail extends ProjectChangePath>(path: Tail, body?: ProjectChangeBody<Tail>) =>
    () =>
      void change.run(path, body);
  const flip = (flag: ProjectRowFlag) => () => onFlag(flag, !project[flag]);

  const items: MenuItem[] = [];
  const add = (id: string, label: string, onSelect: () => void, danger = false) =>
    items.push({ id, label, onSelect, danger, disabled: busy });

  if (may('toggleFlags')) {
    add('priority', t(project.starred ? 'menu.removePriority' : 'menu.setPriority'), flip('starred'));
    add('perfBased', t(project.perfBased ? 'menu.removePb' : 'menu.makePb'), flip('perfBased'));
  }
  if (may('listedBy')) add('listedBy', t(project.listedByMe ? 'menu.removeFromMyList' : 'menu.addToMyList'), flip('listedByMe'));
  if (may('updateStatus')) add('status', t('menu.setStatus'), () => setDialog('status'));
  if (may('duplicate')) add('duplicate', t('menu.duplicate'), () => setDialog('duplicate'));
  if (canTransfer) add('transfer', t('menu.transfer'), () => setDialog('transfer'));
  // A project made from a viewer's story links to that story-reception post (spec: the project item menu).
  if (project.postId && isPm(user))
    add('story', t('menu.story'), () => navigateTo(`/app/feed/story-reception/post/${encodeURIComponent(project.postId!)}`));
  if (may('hold')) add('hold', t('menu.hold'), run('hold'));
  if (may('activate')) add('activate', t('menu.activate'), run('activate'));
  if (may('trash')) add('trash', t('menu.trash'), run('trash'), true);
  if (may('restore')) add('restore', t('menu.restore'), run('restore'));

  if (items.length === 0) return null;
  const close = () => setDialog(null);
  return (
    <>
      <Menu label={t('menu.label', { title: project.title })} items={items} />
      {dialog === 'status' && <ProjectStatusDialog project={project} change={change} onClose={close} />}
      {dialog === 'duplicate' && <DuplicateProjectModal project={project} onClose={close} />}
      {dialog === 'transfer' && <TransferProjectModal project={project} onClose={close} />}
    </>
  );
}
