import styled from 'styled-components';
import { roleLevel, type PermissionUser } from 'shared-api';
import { Stars } from 'shared-ui';
import { useLabelsT } from '../i18n';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

/** A user's roles with their star level (1-3; 2 when unset). Special roles (payment, vrd) carry no stars. */
export function RoleList({ user, empty }: { user: PermissionUser & { role: readonly string[] }; empty: string }) {
  const labels = useLabelsT();
  if (user.role.length === 0) return <span>{empty}</span>;
  return (
    <List>
      {user.role.map((role) => {
        const contributorRole = labels(`jobType.${role}`, { defaultValue: '' });
        return (
          <li key={role}>
            <span>{contributorRole || labels(`specialRole.${role}`, { defaultValue: role })}</span>
            {contributorRole && <Stars value={roleLevel(user, role)} />}
          </li>
        );
      })}
    </List>
  );
}
