/**
 * The page-wide modal host. `openModal(name, props)` on the bus (from any remote) → look the name up in shared-api
 * MODALS → mount that remote's parcel inside the one shared-ui Modal, passing `close`. `modal:close` (without a
 * name, or with this one) or the parcel's `close()` unmounts it. `load` is the page's remote loader (the shell's,
 * or the standalone QA page's); by default shared-api's `loadRemoteModule`, which reaches the one the page provided.
 */
import { useState } from 'react';
import { loadRemoteModule, modalModuleId, useBusEvent, type ModalName, type RemoteModuleLoader } from 'shared-api';
import { Modal, useT } from 'shared-ui';
import { RemoteParcel } from 'shared-ui/parcel';
import { isModalName } from './isModalName';
import { HOSTS_NAMESPACE } from './strings';

type OpenModal = { name: ModalName; props: Record<string, unknown>; key: number };

export type ModalHostProps = { load?: RemoteModuleLoader };

let opened = 0;

export function ModalHost({ load = loadRemoteModule }: ModalHostProps) {
  const t = useT(HOSTS_NAMESPACE);
  const [current, setCurrent] = useState<OpenModal | null>(null);

  useBusEvent('modal:open', ({ name, props }) => {
    if (!isModalName(name)) return;
    opened += 1;
    setCurrent({ name, props: props ?? {}, key: opened });
  });
  useBusEvent('modal:close', ({ name }) => {
    setCurrent((open) => (open && (!name || name === open.name) ? null : open));
  });

  if (!current) return null;
  const close = () => setCurrent((open) => (open?.key === current.key ? null : open));
  const moduleId = modalModuleId(current.name);
  return (
    <Modal open onClose={close} aria-label={t(`modals.${current.name}`, { defaultValue: current.name })} size="md">
      <RemoteParcel key={current.key} moduleId={moduleId} load={load} parcelProps={{ ...current.props, close }} />
    </Modal>
  );
}
