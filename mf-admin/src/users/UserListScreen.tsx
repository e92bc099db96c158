import { memo, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  CONTRIBUTOR_ROLES,
  LEVELS,
  SPECIAL_ROLES,
  USER_LOOKUP_DEBOUNCE_MS,
  useSession,
  useUserPages,
  type UserRow,
} from 'shared-api';
import {
  Avatar,
  Badge,
  Button,
  DataTable,
  Field,
  levelTone,
  PagedList,
  SideColumnLayout,
  CollapsibleSideNav,
  sideNavLink,
  ScreenHeading,
  TableScroll,
  TextInput,
  withParams,
  useDebouncedValue,
} from 'shared-ui';
import { useAdminT, useLabelsT } from '../i18n';
import type { EditUserResult } from './api/edit-user';
import { InviteUserModal } from './InviteUserModal';
import { RoleList } from './RoleList';
import { UserEditModal } from './UserEditModal';
import { usersQueryFrom } from './user-list-params';

const FilterLink = styled(Link)`
  ${sideNavLink}
`;
/* Long e-mail addresses wrap instead of widening the table past the screen. */
const Table = styled(DataTable)`
  td {
    overflow-wrap: anywhere;
  }
`;
const Name = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ROLES = [...CONTRIBUTOR_ROLES, ...SPECIAL_ROLES];
/** The labels key of a role: a contributor role reads as its job type, a special role (payment, vrd) as what it allows. */
const roleLabelKey = (role: string) =>
  (SPECIAL_ROLES as readonly string[]).includes(role) ? `specialRole.${role}` : `jobType.${role}`;

/** The lookup box: typing updates `?lookup=` once the user pauses for 300 ms (spec doc 1 section 9). */
function useAddressLookup(current: string, apply: (lookup: string) => void) {
  const [text, setText] = useState(current);
  const applyRef = useRef(apply);
  applyRef.current = apply;
  // Follow the address when it changes from elsewhere (back button, a link), keeping what is being typed.
  useEffect(() => setText((typed) => (typed.trim() === current ? typed : current)), [current]);
  const currentRef = useRef(current);
  currentRef.current = current;
  // Applied once the typed text has stayed the same for the debounce time (and differs from the address).
  const settled = useDebouncedValue(text.trim(), USER_LOOKUP_DEBOUNCE_MS);
  useEffect(() => {
    if (settled !== currentRef.current) applyRef.current(settled);
  }, [settled]);
  return [text, setText] as const;
}

/** /app/users (admins): users filtered by level, role and a text lookup, all kept in the address. */
export function UserListScreen() {
  const t = useAdminT();
  const labels = useLabelsT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = usersQueryFrom(params);
  const users = useUserPages(query);
  const [lookup, setLookup] = useAddressLookup(query.lookup ?? '', (text) =>
    navigate(withParams(params, { lookup: text }), { replace: true }),
  );
  // Saved edits show at once, before (and whatever) the list's next load brings.
  const [edited, setEdited] = useState<Record<string, UserRow>>({});
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [inviting, setInviting] = useState(false);
  const rows = users.items.map((user) => edited[user._id] ?? user);

  const onSaved = ({ user }: EditUserResult) => {
    setEdited((current) => ({ ...current, [user._id]: user }));
    // Editing oneself (an admin lowering their own level): the shell's menus follow at once.
    const session = useSession.getState();
    if (session.user?._id === user._id)
      session.setUser({ ...session.user, level: user.level, role: user.role, roleLevel: user.roleLevel ?? {} });
  };

  return (
    <SideColumnLayout>
      <CollapsibleSideNav aria-label={t('users.filter')} toggleLabel={t('users.filter')}>
        <h2>{t('users.filter')}</h2>
        <Field label={t('users.lookup')}>
          <TextInput
            type="search"
            value={lookup}
            placeholder={t('users.lookupPlaceholder')}
            onChange={(event) => setLookup(event.target.value)}
          />
        </Field>
        <section aria-labelledby="user-level-filter">
          <h3 id="user-level-filter">{t('users.level')}</h3>
          <ul>
            {(['all', ...LEVELS] as const).map((level) => (
              <li key={level}>
                <FilterLink
                  to={withParams(params, { level: level === 'all' ? '' : level })}
                  aria-current={query.level === level ? 'page' : undefined}
                >
                  {level === 'all' ? t('users.allLevels') : labels(`level.${level}`)}
                </FilterLink>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="user-role-filter">
          <h3 id="user-role-filter">{t('users.role')}</h3>
          <ul>
            <li>
              <FilterLink to={withParams(params, { role: '' })} aria-current={query.role ? undefined : 'page'}>
                {t('users.allRoles')}
              </FilterLink>
            </li>
            {ROLES.map((role) => (
              <li key={role}>
                <FilterLink to={withParams(params, { role })} aria-current={query.role === role ? 'page' : undefined}>
                  {labels(roleLabelKey(role), { defaultValue: role })}
                </FilterLink>
              </li>
            ))}
          </ul>
        </section>
      </CollapsibleSideNav>
      <section aria-labelledby="user-list-heading">
        <ScreenHeading
          id="user-list-heading"
          note={
            users.count !== undefined &&
            (users.countCapped ? t('users.countMore', { shown: users.count }) : t('users.count', { count: users.count }))
          }
          aside={
            <>
              <Link to="/app/users/turnaround">{t('turnaround.link')}</Link>
              <Button variant="primary" onClick={() => setInviting(true)}>
                {t('users.invite')}
              </Button>
            </>
          }
        >
          {t('users.heading')}
        </ScreenHeading>
        <PagedList load={users} empty={t('users.empty')} loadMoreLabel={t('users.loadMore')}>
          {/* Where the six columns still do not fit (a phone), the table scrolls inside its box, never the page. */}
          <TableScroll label={t('users.table')}>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t('users.name')}</th>
                  <th scope="col">{t('users.email')}</th>
                  <th scope="col">{t('users.level')}</th>
                  <th scope="col">{t('users.roles')}</th>
                  <th scope="col">{t('users.jobs')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('users.edit')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((user) => (
                  <UserRowView key={user._id} user={user} onEdit={setEditing} />
                ))}
              </tbody>
            </Table>
          </TableScroll>
        </PagedList>
      </section>
      {editing && <UserEditModal user={edited[editing._id] ?? editing} onClose={() => setEditing(null)} onSaved={onSaved} />}
      {inviting && <InviteUserModal onClose={() => setInviting(false)} onInvited={() => void users.reload()} />}
    </SideColumnLayout>
  );
}

/** Memoised: typing in the lookup, opening a modal or adding a page does not draw the 50 shown rows again. */
const UserRowView = memo(function UserRowView({ user, onEdit }: { user: UserRow; onEdit(user: UserRow): void }) {
  const t = useAdminT();
  const labels = useLabelsT();
  const tone = levelTone(user.level);
  return (
    <tr>
      <th scope="row">
        <Name>
          <Avatar name={user.name} picture={user.picture} />
          <span>
            {user.name}
            {user.nameAlias && user.nameAlias !== user.name && <small>{user.nameAlias}</small>}
            {user.pending && (
              <small title={t('users.pendingHint')}>
                <Badge tone="neutral">{t('users.pending')}</Badge>
              </small>
            )}
          </span>
        </Name>
      </th>
      <td>{user.email}</td>
      {/* Clients get no badge (spec doc 1 "Users"). */}
      <td>{tone ? <Badge tone={tone}>{labels(`level.${user.level}`)}</Badge> : labels(`level.${user.level}`)}</td>
      <td>
        <RoleList user={user} empty={t('users.noRoles')} />
      </td>
      {/* Clients take no jobs: a dash that says so, instead of a count. */}
      <td>
        {user.level === 'client' ? (
          <Muted title={t('users.clientJobs')}>
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">{t('users.clientJobs')}</span>
          </Muted>
        ) : (
          t('users.jobCount', { count: user.jobCount ?? 0 })
        )}
      </td>
      <td>
        <Button size="sm" onClick={() => onEdit(user)} aria-label={t('users.editUser', { name: user.name })}>
          {t('users.edit')}
        </Button>
      </td>
    </tr>
  );
});
