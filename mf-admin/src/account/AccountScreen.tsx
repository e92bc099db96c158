import styled from 'styled-components';
import { useSession } from 'shared-api';
import { Avatar, Badge, Card, EmptyState, levelTone } from 'shared-ui';
import { useAdminT, useLabelsT } from '../i18n';
import { RoleList } from '../users/RoleList';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 720px;
  padding: ${({ theme }) => theme.space.lg};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;
const Profile = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** /app/account: the signed-in user's profile and roles, read-only until the editing arrives with a later issue. */
export default function AccountScreen() {
  const t = useAdminT();
  const labels = useLabelsT();
  const user = useSession((state) => state.user);
  if (!user) return <EmptyState message={t('account.signedOut')} />;
  const tone = levelTone(user.level);
  return (
    <Page>
      <h1>{t('account.heading')}</h1>
      <Card title={t('account.profile')} aria-label={t('account.profile')}>
        <Profile>
          <Avatar name={user.name} picture={user.picture} size={64} variant="s" />
          <dl>
            <dt>{t('account.name')}</dt>
            <dd>{user.name}</dd>
            <dt>{t('account.alias')}</dt>
            <dd>{user.nameAlias}</dd>
            <dt>{t('account.email')}</dt>
            <dd>{user.email}</dd>
            <dt>{t('account.level')}</dt>
            <dd>{tone ? <Badge tone={tone}>{labels(`level.${user.level}`)}</Badge> : labels(`level.${user.level}`)}</dd>
          </dl>
        </Profile>
      </Card>
      <Card title={t('account.roles')} aria-label={t('account.roles')}>
        <RoleList user={user} empty={t('account.noRoles')} />
      </Card>
    </Page>
  );
}
