/**
 * Password: Update Password stays disabled while the new password is empty; the current one may be empty
 * only for accounts without a password. The server's message appears in the field it is about.
 */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { toast } from 'shared-api';
import { Button, Field, TextInput, translateMessage } from 'shared-ui';
import { useAdminT } from '../i18n';
import { useApplyAccountChange } from './api/account-change';
import type { Account } from './api/get-account';
import { useSetPassword } from './api/set-password';

const Form = styled.form`
  max-width: 420px;
`;

/** The server's password messages name the field they are about ("current password", else the new one). */
const isAboutCurrent = (message: string) => /current password/i.test(message);

export function PasswordSection({ account }: { account: Account }) {
  const t = useAdminT();
  const apply = useApplyAccountChange();
  const save = useSetPassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const hasPassword = account.settings.hasPassword;
  const message = save.error ? translateMessage(save.error.message) : null;
  const aboutCurrent = save.error ? isAboutCurrent(save.error.message) : false;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!next) return;
    const change = await save.run({ currentPassword: current, newPassword: next });
    if (!change) return;
    apply(change);
    setCurrent('');
    setNext('');
    toast.success(change.message);
  };

  return (
    <Form onSubmit={(event) => void submit(event)}>
      {/* For password managers: the account the passwords belong to. */}
      <input type="text" name="username" autoComplete="username" value={account.user.email} readOnly hidden />
      <Field
        label={t('password.current')}
        hint={hasPassword ? undefined : t('password.currentOptional')}
        error={aboutCurrent ? message : undefined}
      >
        <TextInput
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
      </Field>
      <Field label={t('password.new')} hint={t('password.newHint')} error={!aboutCurrent && message ? message : undefined}>
        <TextInput type="password" autoComplete="new-password" value={next} onChange={(event) => setNext(event.target.value)} />
      </Field>
      <Button type="submit" variant="primary" loading={save.isSending} disabled={!next}>
        {t('password.update')}
      </Button>
    </Form>
  );
}
