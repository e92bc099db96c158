/** /auth/login: e-mail and password; on success the page reloads at `?redirect` (same-site paths only) or /app/. */
import { useState, type FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { browserNavigation, useSession } from 'shared-api';
import { Button, Card, Field, TextInput, translateMessage, useT } from 'shared-ui';
import { SHELL_NAMESPACE } from '../i18n';
import { safeRedirect } from '../routing';
import { login } from './api/login';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 12vh ${({ theme }) => theme.space.lg} 0;
  > section {
    width: min(380px, 100%);
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Failure = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.danger};
`;

export function LoginPage() {
  const t = useT(SHELL_NAMESPACE);
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  const signedIn = useSession((state) => state.user !== null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (signedIn && !sending) return <Navigate to={target} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setFailure(null);
    try {
      const { user } = await login(email.trim(), password);
      useSession.getState().setUser(user);
      // A full load: the server then renders the page with this user's boot data (locale, registry), and a
      // standalone QA page that sent the user here gets control back.
      browserNavigation.assign(target);
    } catch (error) {
      setFailure(error instanceof Error ? translateMessage(error.message) : t('login.failed'));
      setSending(false);
    }
  };

  return (
    <Page>
      <Card>
        <h1>{t('login.title')}</h1>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Field label={t('login.email')} required>
            <TextInput
              type="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              autoFocus
            />
          </Field>
          <Field label={t('login.password')} required>
            <TextInput
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
          {failure && <Failure role="alert">{failure}</Failure>}
          <Button type="submit" variant="primary" loading={sending}>
            {t('login.submit')}
          </Button>
        </form>
      </Card>
    </Page>
  );
}
