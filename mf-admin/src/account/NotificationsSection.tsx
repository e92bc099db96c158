/** Notifications: how notification mails come (immediately, a daily digest, or not at all; saved at once) and where. */
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { toast } from 'shared-api';
import { Button, Field, TextInput, translateMessage } from 'shared-ui';
import { useAdminT } from '../i18n';
import { useApplyAccountChange } from './api/account-change';
import type { Account } from './api/get-account';
import { Choices } from './Choices';
import { useSetNotificationMails, type NotificationMailMode } from './api/set-notification-mails';
import { useSetNotificationEmail } from './api/set-notification-email';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 480px;
`;

const MODES: readonly NotificationMailMode[] = ['immediate', 'daily', 'off'];

export function NotificationsSection({ account }: { account: Account }) {
  const t = useAdminT();
  const apply = useApplyAccountChange();
  const name = useId();
  const setMode = useSetNotificationMails();
  const saveEmail = useSetNotificationEmail();
  const [email, setEmail] = useState(account.settings.notificationEmail ?? '');
  const changed = email.trim().toLowerCase() !== (account.settings.notificationEmail ?? '');

  const choose = async (mode: NotificationMailMode) => {
    const change = await setMode.run({ mode });
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
      <Choices disabled={setMode.isSending}>
        <legend>{t('notifications.mail')}</legend>
        {MODES.map((mode) => (
          <label key={mode}>
            <input
              type="radio"
              name={name}
              value={mode}
              checked={account.settings.notificationMails === mode}
              onChange={() => void choose(mode)}
            />
            {t(`notifications.mode.${mode}`)}
          </label>
        ))}
        <p>{t('notifications.modeHint')}</p>
      </Choices>
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
