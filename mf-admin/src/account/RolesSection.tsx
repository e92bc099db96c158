/** Roles: read-only here (admins set them), with each role's star level. */
import styled from 'styled-components';
import type { SessionUser } from 'shared-api';
import { useAdminT } from '../i18n';
import { RoleList } from '../users';

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function RolesSection({ user }: { user: SessionUser }) {
  const t = useAdminT();
  return (
    <section aria-label={t('roles.title')}>
      <RoleList user={user} empty={t('roles.empty')} />
      <Hint>{t('roles.hint')}</Hint>
    </section>
  );
}
