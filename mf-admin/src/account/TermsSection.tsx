/**
 * The Freelance Services Terms and Conditions. A freelancer who has not agreed sees "I Agree" (and nothing
 * else of the app, by the shell's guard and the server's 403); agreeing lets them in, to the dashboard.
 * Afterwards the section shows the agreement date.
 */
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { toast, type SessionUser } from 'shared-api';
import { Button, formatDate } from 'shared-ui';
import { useAdminT } from '../i18n';
import { useApplyAccountChange } from './api/account-change';
import { useAgreeToTerms } from './api/agree-terms';

const POINTS = ['work', 'rights', 'payment', 'confidentiality', 'conduct'] as const;
const APP_HOME = '/app/';

const Terms = styled.section`
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
  ol {
    padding-left: ${({ theme }) => theme.space.xl};
  }
  li {
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;
const Agreed = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.success};
`;

export function TermsSection({ user }: { user: SessionUser }) {
  const t = useAdminT();
  const navigate = useNavigate();
  const agree = useAgreeToTerms();
  const apply = useApplyAccountChange();

  const onAgree = async () => {
    const change = await agree.run();
    if (!change) return; // the API client showed the server's message
    apply(change);
    toast.success(change.message);
    navigate(APP_HOME, { replace: true });
  };

  return (
    <Terms aria-labelledby="terms-title">
      <h2 id="terms-title">{t('terms.title')}</h2>
      <p>{t('terms.intro')}</p>
      <ol>
        {POINTS.map((point) => (
          <li key={point}>{t(`terms.points.${point}`)}</li>
        ))}
      </ol>
      {user.freelancerTnc ? (
        <Agreed>{t('terms.agreedOn', { date: formatDate(user.freelancerTnc) })}</Agreed>
      ) : (
        <Button variant="primary" loading={agree.isSending} onClick={() => void onAgree()}>
          {t('terms.agree')}
        </Button>
      )}
    </Terms>
  );
}
