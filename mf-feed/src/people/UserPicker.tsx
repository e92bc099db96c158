import { useState } from 'react';
import styled from 'styled-components';
import { Avatar, Button, Icon, TextInput, useDebouncedValue } from 'shared-ui';
import { USER_LOOKUP_DEBOUNCE_MS, useUsers } from 'shared-api';
import { useFindMessagingPeople } from './api/find-messaging-people';
import type { FoundUser } from './api/find-messaging-people';

const Chips = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;
const Results = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
`;

export type PickedUser = Pick<FoundUser, '_id' | 'name' | 'picture'>;

export type UserPickerProps = {
  value: PickedUser[];
  onChange(users: PickedUser[]): void;
  /** The search field's label. */
  searchLabel: string;
  addLabel(name: string): string;
  removeLabel(name: string): string;
  /** People the lookup does not offer (say, a group's members), besides those chosen. */
  exclude?: readonly string[];
  /** Whom the lookup offers: the studio's people (power users' lookup), or those the caller may message. */
  people?: 'studio' | 'messaging';
};

/** Chosen people as chips, and a lookup (10 at a time) that adds one per click. */
export function UserPicker({
  value,
  onChange,
  searchLabel,
  addLabel,
  removeLabel,
  exclude = [],
  people = 'studio',
}: UserPickerProps) {
  const [term, setTerm] = useState('');
  const lookup = useDebouncedValue(term, USER_LOOKUP_DEBOUNCE_MS);
  const studio = useUsers(people === 'studio' && lookup.trim() ? { lookup: lookup.trim(), limit: 10 } : null);
  const messaging = useFindMessagingPeople(lookup, people === 'messaging');
  const found = people === 'messaging' ? messaging : studio;
  const chosen = new Set([...value.map((user) => user._id), ...exclude]);

  return (
    <div>
      {value.length > 0 && (
        <Chips>
          {value.map((user) => (
            <li key={user._id}>
              <Avatar name={user.name} picture={user.picture} size={24} />
              <span>{user.name}</span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={removeLabel(user.name)}
                onClick={() => onChange(value.filter((u) => u._id !== user._id))}
              >
                <Icon name="close" />
              </Button>
            </li>
          ))}
        </Chips>
      )}
      <TextInput
        type="search"
        aria-label={searchLabel}
        placeholder={searchLabel}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      {lookup.trim() && found.data && (
        <Results>
          {found.data.users
            .filter((user) => !chosen.has(user._id))
            .map((user) => (
              <li key={user._id}>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onChange([...value, { _id: user._id, name: user.name, picture: user.picture }])}
                >
                  <Icon name="user-plus" /> {addLabel(user.name)}
                </Button>
              </li>
            ))}
        </Results>
      )}
    </div>
  );
}
