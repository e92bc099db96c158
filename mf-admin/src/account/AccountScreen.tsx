/**
 * /app/account: the signed-in user's settings in sections — Profile, Roles, Terms and Conditions (freelancers),
 * Notifications, Password, API tokens, Language — chosen by `?section=` (the shell sends freelancers who have not agreed to
 * the terms to `?section=terms`, and until they agree that is the only section they get).
 */
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { needsTerms, useSession, type SessionUser } from 'shared-api';
import { EmptyState, ErrorPanel, Loading, ScreenHeading, TabPanel, Tabs } from 'shared-ui';
import { useAdminT } from '../i18n';
import { useAccount, type Account } from './api/get-account';
import { LanguageSection } from './LanguageSection';
import { NotificationsSection } from './NotificationsSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { RolesSection } from './RolesSection';
import { TermsSection } from './TermsSection';
import { TokensSection } from './TokensSection';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 760px;
  padding: ${({ theme }) => theme.space.lg};
`;
const Panel = styled(TabPanel)`
  padding-top: ${({ theme }) => theme.space.md};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

export const ACCOUNT_SECTIONS = ['profile', 'roles', 'terms', 'notifications', 'password', 'tokens', 'language'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

/** The sections this user gets: only the terms until a freelancer agrees; the terms only for freelancers. */
export function sectionsFor(user: SessionUser): AccountSection[] {
  if (needsTerms(user)) return ['terms'];
  return ACCOUNT_SECTIONS.filter((section) => section !== 'terms' || user.level === 'freelancer');
}

const TABS_ID = 'account-sections';

export default function AccountScreen() {
  const t = useAdminT();
  const user = useSession((state) => state.user);
  const [params, setParams] = useSearchParams();
  const sections = user ? sectionsFor(user) : [];
  const requested = params.get('section') as AccountSection | null;
  const selected = requested && sections.includes(requested) ? requested : sections[0];
  const select = (section: string) => setParams({ section }, { replace: true });
  // A section this user does not get (the terms for staff, a mistyped one) gives way to the first: the address says
  // which section shows, as for any section chosen here.
  const mismatched = requested !== null && selected !== undefined && requested !== selected;
  useEffect(() => {
    if (mismatched && selected) setParams({ section: selected }, { replace: true });
  }, [mismatched, selected, setParams]);
  if (!user) return <EmptyState message={t('account.signedOut')} />;

  return (
    <Page>
      <ScreenHeading>{t('account.heading')}</ScreenHeading>
      <Tabs
        id={TABS_ID}
        aria-label={t('account.sections')}
        tabs={sections.map((section) => ({ id: section, label: t(`account.tab.${section}`) }))}
        selected={selected}
        onSelect={select}
      />
      <Panel tabsId={TABS_ID} selected={selected}>
        <Section section={selected} user={user} />
      </Panel>
    </Page>
  );
}

function Section({ section, user }: { section: AccountSection; user: SessionUser }) {
  switch (section) {
    case 'profile':
      return <ProfileSection user={user} />;
    case 'roles':
      return <RolesSection user={user} />;
    case 'terms':
      return <TermsSection user={user} />;
    case 'tokens':
      return <TokensSection />;
    case 'language':
      return <LanguageSection />;
    case 'notifications':
      return <WithSettings>{(account) => <NotificationsSection account={account} />}</WithSettings>;
    case 'password':
      return <WithSettings>{(account) => <PasswordSection account={account} />}</WithSettings>;
  }
}

/** Sections that need the settings the session does not carry wait for GET /api/accounts/me. */
function WithSettings({ children }: { children: (account: Account) => ReactNode }) {
  const t = useAdminT();
  const account = useAccount();
  if (account.error)
    return <ErrorPanel message={`${t('account.loadFailed')}: ${account.error.message}`} onRetry={() => void account.mutate()} />;
  if (!account.data) return <Loading />;
  return <>{children(account.data)}</>;
}
