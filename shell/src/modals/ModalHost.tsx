/**
 * The app-wide modal host. `openModal(name, props)` on the bus (from any remote) → look the name up in shared-api
 * MODALS → mount that remote's parcel inside the one shared-ui Modal, passing `close`. `modal:close` (without a
 * name, or with this one) or the parcel's `close()` unmounts it.
 */
import { useState } from 'react';
import { modalModuleId, useBusEvent, type ModalName } from 'shared-api';
import { Modal, useT } from 'shared-ui';
import { SHELL_NAMESPACE } from '../i18n';
import { RemoteParcel } from 'shared-ui/parcel';
import { loadRemoteModule } from '../federation';
import { isModalName } from './isModalName';

type OpenModal = { name: ModalName; props: Record<string, unknown>; key: number };

let opened = 0;

export function ModalHost() {
  const t = useT(SHELL_NAMESPACE);
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
      <RemoteParcel key={current.key} moduleId={moduleId} load={loadRemoteModule} parcelProps={{ ...current.props, close }} />
    </Modal>
  );
}
