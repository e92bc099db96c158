/** Notifications: the e-mail switch (saved at once) and where notification mails go. */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { toast } from 'shared-api';
import { Button, Field, Switch, TextInput, translateMessage } from 'shared-ui';
import { useAdminT } from '../i18n';
import { useApplyAccountChange } from './api/account-change';
import type { Account } from './api/get-account';
import { useSetNotification } from './api/set-notification';
import { useSetNotificationEmail } from './api/set-notification-email';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 480px;
`;

export function NotificationsSection({ account }: { account: Account }) {
  const t = useAdminT();
  const apply = useApplyAccountChange();
  const toggle = useSetNotification();
  const saveEmail = useSetNotificationEmail();
  const [email, setEmail] = useState(account.settings.notificationEmail ?? '');
  const changed = email.trim().toLowerCase() !== (account.settings.notificationEmail ?? '');

  const onToggle = async (setting: boolean) => {
    const change = await toggle.run({ setting });
    if (change) apply(change);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const change = await saveEmail.run({ email });
    if (!change) return;
    apply(change);
    setEmail(change.settings.notificationEmail ?? '');
    toast.success(change.message);
  };

  return (
    <Stack>
      <Switch
        checked={account.settings.notificationEmailOn}
        disabled={toggle.isSending}
        onChange={(setting) => void onToggle(setting)}
        label={t('notifications.mail')}
      />
      <form onSubmit={(event) => void submit(event)}>
        <Field
          label={t('notifications.email')}
          hint={t('notifications.emailHint', { email: account.user.email })}
          error={saveEmail.error ? translateMessage(saveEmail.error.message) : undefined}
        >
          <TextInput
            type="email"
            value={email}
            placeholder={account.user.email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Button type="submit" variant="primary" loading={saveEmail.isSending} disabled={!changed}>
          {t('notifications.save')}
        </Button>
      </form>
    </Stack>
  );
}
