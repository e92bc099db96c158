/**
 * The freelancer terms at /app/account?section=terms, rendered by the shell while mf-admin's account area has no
 * terms section (docs/decisions.md). "I Agree" → POST /api/accounts/agree → the user is let into the app.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { api, toast, useSession } from 'shared-api';
import { Button, Card, useT } from 'shared-ui';
import { SHELL_PAGES_NAMESPACE } from './strings';
import { APP_HOME } from '../routing/guards';

const POINTS = ['work', 'rights', 'payment', 'confidentiality', 'conduct'] as const;

const Terms = styled.div`
  max-width: 720px;
  ol { padding-left: ${({ theme }) => theme.space.xl}; }
  li { margin-bottom: ${({ theme }) => theme.space.sm}; }
`;

export function TermsPage() {
  const t = useT(SHELL_PAGES_NAMESPACE);
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const [sending, setSending] = useState(false);

  const agree = async () => {
    setSending(true);
    try {
      await api.post('/api/accounts/agree');
      if (user) useSession.getState().setUser({ ...user, freelancerTnc: new Date().toISOString() });
      toast.success(t('terms.agreed'));
      navigate(APP_HOME, { replace: true });
    } catch {
      setSending(false); // the API client showed the server's message
    }
  };

  return (
    <Terms>
      <Card title={t('terms.title')}>
        <p>{t('terms.intro')}</p>
        <ol>
          {POINTS.map((point) => (
            <li key={point}>{t(`terms.points.${point}`)}</li>
          ))}
        </ol>
        {user?.freelancerTnc ? null : (
          <Button variant="primary" loading={sending} onClick={() => void agree()}>
            {t('terms.agree')}
          </Button>
        )}
      </Card>
    </Terms>
  );
}
