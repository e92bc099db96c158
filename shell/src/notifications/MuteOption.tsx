/** Mute / unmute one kind of notification (its action type) about one item, loaded when first shown. */
import { Switch, useT } from 'shared-ui';
import { SHELL_NAMESPACE } from '../i18n';
import { useNotifConfig } from './api/get-notif-config';
import { setNotifConfig } from './api/set-notif-config';

export function MuteOption({ itemId, actionType }: { itemId: string; actionType: string }) {
  const t = useT(SHELL_NAMESPACE);
  const { data, error, mutate } = useNotifConfig(itemId, actionType, true);
  if (error) return <p role="alert">{error.message}</p>;
  const muted = data?.config.disabled ?? false;
  return (
    <Switch
      label={t('notifs.mute')}
      checked={muted}
      disabled={!data}
      onChange={(disabled) => {
        void mutate(setNotifConfig({ itemId, actionType, disabled }), {
          optimisticData: { config: { itemId, actionType, disabled } },
          rollbackOnError: true,
          revalidate: false, // the POST answers with the saved config
        }).catch(() => undefined);
      }}
    />
  );
}
