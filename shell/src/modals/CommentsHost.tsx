/**
 * The comments side modal (spec doc 1 section 2): open while the address has `?comments={itemId}`, closed when the
 * parameter goes. It mounts mf-feed's `CommentsPanel` parcel with the one RemoteParcel mounter inside the shared-ui
 * SideModal; closing it (Escape, the backdrop, the panel's own close) drops the parameter and keeps the rest of the
 * address, so Back reopens it.
 */
import { useLocation, useNavigate } from 'react-router-dom';
import { COMMENTS_PARAM, SideModal, useT, withParams } from 'shared-ui';
import { RemoteParcel } from 'shared-ui/parcel';
import { SHELL_NAMESPACE } from '../i18n';
import { loadRemoteModule } from '../federation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function CommentsHost() {
  const t = useT(SHELL_NAMESPACE);
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const itemId = params.get(COMMENTS_PARAM);
  if (!itemId || !UUID.test(itemId)) return null;
  const close = () => navigate(`${location.pathname}${withParams(params, { [COMMENTS_PARAM]: '' })}`);
  return (
    <SideModal open onClose={close} title={t('comments.title')}>
      <RemoteParcel
        key={itemId}
        moduleId="mf-feed/CommentsPanel"
        load={loadRemoteModule}
        parcelProps={{ itemId, variant: 'modal', close }}
      />
    </SideModal>
  );
}
