/**
 * The edit-user modal (admins): level, payment info, roles and their star levels 0-3. Ticking a role starts it
 * at 2 stars; unticking clears it. Role boxes are disabled while the level is client. Saving shows the change in
 * the list at once (onSaved) and the server applies it on the user's next request.
 */
import { memo, useCallback, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CONTRIBUTOR_ROLES, DEFAULT_ROLE_LEVEL, LEVELS, SPECIAL_ROLES, toast, type LevelName, type UserRow } from 'shared-api';
import { Button, Checkbox, Field, FieldGroup, Modal, Select, TextArea, translateMessage } from 'shared-ui';
import { useAdminT, useLabelsT } from '../i18n';
import { useEditUser, type EditUserInput, type EditUserResult } from './api/edit-user';
import { useJobCount } from './api/get-job-count';
import { StarPicker } from './StarPicker';

const Roles = styled(FieldGroup)`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  }
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 28px;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
  }
`;
const RoleControls = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: 0;
`;

type Draft = { level: LevelName; paymentInfo: string; roles: string[]; roleLevel: Record<string, number> };

const draftOf = (user: UserRow): Draft => ({
  level: user.level,
  paymentInfo: user.paymentInfo ?? '',
  roles: [...user.role],
  roleLevel: { ...(user.roleLevel ?? {}) },
});

export type UserEditModalProps = {
  user: UserRow;
  onClose(): void;
  onSaved(result: EditUserResult): void;
};

export function UserEditModal({ user, onClose, onSaved }: UserEditModalProps) {
  const t = useAdminT();
  const labels = useLabelsT();
  const [draft, setDraft] = useState<Draft>(() => draftOf(user));
  const save = useEditUser();
  const isClient = draft.level === 'client';

  // Stable, so typing in the payment info does not render the 18 roles and their 72 star radios again.
  const toggleRole = useCallback(
    (role: string, on: boolean) =>
      setDraft((current) => {
        const roleLevel = { ...current.roleLevel };
        if (on) roleLevel[role] = DEFAULT_ROLE_LEVEL;
        else delete roleLevel[role];
        return { ...current, roles: on ? [...current.roles, role] : current.roles.filter((r) => r !== role), roleLevel };
      }),
    [],
  );
  const setStars = useCallback(
    (role: string, stars: number) => setDraft((current) => ({ ...current, roleLevel: { ...current.roleLevel, [role]: stars } })),
    [],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const contributorRoles = draft.roles.filter((role) => (CONTRIBUTOR_ROLES as readonly string[]).includes(role));
    const result = await save.run(user._id, {
      level: draft.level,
      paymentInfo: draft.paymentInfo,
      role: draft.roles as EditUserInput['role'],
      roleLevel: Object.fromEntries(contributorRoles.map((role) => [role, draft.roleLevel[role] ?? DEFAULT_ROLE_LEVEL])),
    });
    if (!result) return;
    toast.success(result.message);
    onSaved(result);
    onClose();
  };

  const formId = `edit-user-${user._id}`;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('edit.title', { name: user.name })}
      size="lg"
      footer={
        <>
          <Button onClick={onClose}>{t('edit.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" loading={save.isSending}>
            {t('edit.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)}>
        <Field label={t('edit.level')}>
          <Select
            value={draft.level}
            onChange={(event) => setDraft((current) => ({ ...current, level: event.target.value as LevelName }))}
            options={LEVELS.map((level) => ({ value: level, label: labels(`level.${level}`) }))}
          />
        </Field>
        <Field label={t('edit.paymentInfo')} hint={t('edit.paymentInfoHint')}>
          <TextArea
            rows={2}
            value={draft.paymentInfo}
            maxLength={2000}
            onChange={(event) => setDraft((current) => ({ ...current, paymentInfo: event.target.value }))}
          />
        </Field>
        <RoleChoices
          userId={user._id}
          roles={draft.roles}
          roleLevel={draft.roleLevel}
          isClient={isClient}
          onToggle={toggleRole}
          onStars={setStars}
        />
        {save.error && <Problem role="alert">{translateMessage(save.error.message)}</Problem>}
      </form>
    </Modal>
  );
}

type RoleChoicesProps = {
  userId: string;
  roles: string[];
  roleLevel: Record<string, number>;
  isClient: boolean;
  onToggle(role: string, on: boolean): void;
  onStars(role: string, stars: number): void;
};

/** The role boxes and their star pickers (memoised: the rest of the form changes without touching them). */
const RoleChoices = memo(function RoleChoices({ userId, roles, roleLevel, isClient, onToggle, onStars }: RoleChoicesProps) {
  const t = useAdminT();
  const labels = useLabelsT();
  return (
    <Roles disabled={isClient}>
      <legend>{t('edit.roles')}</legend>
      <p>{isClient ? t('edit.clientRoles') : t('edit.rolesHint')}</p>
      <ul>
        {CONTRIBUTOR_ROLES.map((role) => {
          const held = roles.includes(role);
          const roleLabel = labels(`jobType.${role}`);
          return (
            <li key={role}>
              <Checkbox label={roleLabel} checked={held} onChange={(event) => onToggle(role, event.target.checked)} />
              <RoleControls>
                {held && !isClient && <RoleJobCount userId={userId} role={role} />}
                <StarPicker
                  label={t('edit.stars', { role: roleLabel })}
                  value={held ? (roleLevel[role] ?? DEFAULT_ROLE_LEVEL) : 0}
                  disabled={!held || isClient}
                  onChange={(stars) => onStars(role, stars)}
                />
              </RoleControls>
            </li>
          );
        })}
      </ul>
      <h3>{t('edit.specialRoles')}</h3>
      <ul>
        {SPECIAL_ROLES.map((role) => (
          <li key={role}>
            <Checkbox
              label={t(`edit.role.${role}`)}
              checked={roles.includes(role)}
              onChange={(event) => onToggle(role, event.target.checked)}
            />
          </li>
        ))}
      </ul>
    </Roles>
  );
});

/** How many jobs of this type the user claimed (GET /api/users/{id}/{role}/job-count). */
function RoleJobCount({ userId, role }: { userId: string; role: string }) {
  const t = useAdminT();
  const { data } = useJobCount(userId, role);
  return data ? <small>{t('edit.jobsOfRole', { count: data.count })}</small> : null;
}
