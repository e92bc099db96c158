/**
 * /auth/invite?token=…: the page an invitation mail links to. It names the invited e-mail, takes a password
 * (at least 8 characters) and signs the new user in; then a full page load into the app (whose guards send a
 * new freelancer to the terms first).
 */
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { browserNavigation, PASSWORD_MIN_LENGTH, useSession } from 'shared-api';
import { Button, Card, ErrorPanel, Field, Loading, TextInput, translateMessage, useT } from 'shared-ui';
import { SHELL_NAMESPACE } from '../i18n';
import { APP_HOME, safeRedirect } from '../routing';
import { acceptInvitation } from './api/accept-invitation';
import { useInvitation } from './api/get-invitation';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 12vh ${({ theme }) => theme.space.lg} 0;
  > section {
    width: min(420px, 100%);
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

export function InvitePage() {
  const t = useT(SHELL_NAMESPACE);
  const [params] = useSearchParams();
  const token = params.get('token');
  const invitation = useInvitation(token);
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const tooShort = password.length > 0 && password.length < PASSWORD_MIN_LENGTH;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token || password.length < PASSWORD_MIN_LENGTH) return;
    setSending(true);
    setFailure(null);
    try {
      const { user, landingUrl } = await acceptInvitation(token, password);
      useSession.getState().setUser(user);
      // An invitation to a project lands on it; only our own app's paths are followed.
      browserNavigation.assign(landingUrl ? safeRedirect(landingUrl) : APP_HOME);
    } catch (error) {
      setFailure(error instanceof Error ? translateMessage(error.message) : t('invite.failed'));
      setSending(false);
    }
  };

  return (
    <Page>
      <Card>
        <h1>{t('invite.title')}</h1>
        {!token ? (
          <ErrorPanel message={t('invite.noToken')} />
        ) : invitation.error ? (
          <ErrorPanel message={translateMessage(invitation.error.message)} />
        ) : !invitation.data ? (
          <Loading />
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <p>{t('invite.welcome', { email: invitation.data.email })}</p>
            {/* For password managers: the account the new password belongs to. */}
            <input type="text" name="username" autoComplete="username" value={invitation.data.email} readOnly hidden />
            <Field
              label={t('invite.password')}
              hint={t('invite.passwordHint', { count: PASSWORD_MIN_LENGTH })}
              error={failure ?? (tooShort ? t('invite.tooShort', { count: PASSWORD_MIN_LENGTH }) : undefined)}
              required
            >
              <TextInput
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                autoFocus
              />
            </Field>
            <Button type="submit" variant="primary" loading={sending} disabled={password.length < PASSWORD_MIN_LENGTH}>
              {t('invite.submit')}
            </Button>
          </form>
        )}
      </Card>
    </Page>
  );
}
