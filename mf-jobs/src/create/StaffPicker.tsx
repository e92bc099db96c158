import { useState } from 'react';
import styled from 'styled-components';
import { MENTION_LIMIT, ROLE_FILTERED_USERS_LIMIT, USER_LOOKUP_DEBOUNCE_MS, USER_TAGGER_MAX_OPTIONS, useUsers } from 'shared-api';
import { Button, Checkbox, Icon, TextInput, useDebouncedValue } from 'shared-ui';
import { useJobsT } from '../i18n';
import './strings';

export type Invitee = { _id: string; name: string };

const Box = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
const Options = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  max-height: 180px;
  overflow-y: auto;
`;
const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.sm};
`;
const Hint = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type StaffPickerProps = {
  jobType: string;
  value: Invitee[];
  onChange(value: Invitee[]): void;
};

/**
 * The invitees of a job (empty: everyone who may claim it). For a role the holders come in one list
 * (`/api/users?role=…&limit=200`) filtered as you type; `other` jobs search everyone by name.
 */
export function StaffPicker({ jobType, value, onChange }: StaffPickerProps) {
  const t = useJobsT();
  const [filter, setFilter] = useState('');
  const lookup = useDebouncedValue(filter.trim(), USER_LOOKUP_DEBOUNCE_MS);
  const byRole = jobType !== 'other';
  const users = useUsers(
    byRole ? { role: jobType, limit: ROLE_FILTERED_USERS_LIMIT } : lookup ? { lookup, limit: MENTION_LIMIT } : null,
    { keepPreviousData: true },
  );
  const needle = filter.trim().toLowerCase();
  const options = (users.data?.users ?? [])
    .filter(
      (user) => !byRole || !needle || user.name.toLowerCase().includes(needle) || user.nameAlias.toLowerCase().includes(needle),
    )
    .slice(0, USER_TAGGER_MAX_OPTIONS);
  const chosen = new Set(value.map((user) => user._id));
  const toggle = (user: Invitee, on: boolean) =>
    onChange(on ? [...value, user] : value.filter((other) => other._id !== user._id));

  return (
    <Box>
      <legend>{t('create.staff')}</legend>
      <TextInput
        type="search"
        value={filter}
        aria-label={t('create.staffFilter')}
        placeholder={t('create.staffFilter')}
        onChange={(event) => setFilter(event.target.value)}
      />
      {byRole && users.data && users.data.users.length === 0 && <Hint>{t('create.noStaff')}</Hint>}
      {options.length > 0 && (
        <Options>
          {options.map((user) => (
            <li key={user._id}>
              <Checkbox
                label={user.name}
                checked={chosen.has(user._id)}
                onChange={(event) => toggle({ _id: user._id, name: user.name }, event.target.checked)}
              />
            </li>
          ))}
        </Options>
      )}
      {value.length > 0 ? (
        <Chips>
          {value.map((user) => (
            <Button
              key={user._id}
              size="sm"
              variant="secondary"
              aria-label={t('create.removeFile', { name: user.name })}
              onClick={() => toggle(user, false)}
            >
              {user.name} <Icon name="close" />
            </Button>
          ))}
        </Chips>
      ) : (
        <Hint>{t('create.staffHint')}</Hint>
      )}
    </Box>
  );
}
