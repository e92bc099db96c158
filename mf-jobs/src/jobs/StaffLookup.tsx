import { useId, useState } from 'react';
import styled from 'styled-components';
import { MENTION_LIMIT, USER_LOOKUP_DEBOUNCE_MS, useUsers } from 'shared-api';
import { Avatar, Button, Field, TextInput, useDebouncedValue } from 'shared-ui';
import { useJobsT } from '../i18n';

const Results = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  max-height: 260px;
  overflow-y: auto;
`;
const Choice = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 0;
  background: none;
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.hover};
  }
`;
const Chosen = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export type StaffLookupProps = {
  /** The claimant filtered by (a user id), or 'everyone'. */
  user: string;
  /** The chosen user's name, when known. */
  userName?: string;
  onChoose(user: { _id: string; name: string } | null): void;
};

/** Admins filter the list by claimant: type a name, the server looks it up 300 ms after typing stops. */
export function StaffLookup({ user, userName, onChoose }: StaffLookupProps) {
  const t = useJobsT();
  const resultsId = useId();
  const [text, setText] = useState('');
  const lookup = useDebouncedValue(text.trim(), USER_LOOKUP_DEBOUNCE_MS);
  const users = useUsers(lookup ? { lookup, limit: MENTION_LIMIT } : null, { keepPreviousData: true });
  // Results show while there is text (cleared once someone is chosen, before the debounce catches up).
  const showResults = Boolean(lookup && text.trim());
  const found = showResults ? (users.data?.users ?? []) : [];

  return (
    <div>
      <Field label={t('jobs.staff')}>
        <TextInput
          type="search"
          value={text}
          placeholder={t('jobs.staffLookup')}
          aria-controls={showResults ? resultsId : undefined}
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
      {showResults && (
        <Results id={resultsId} aria-label={t('jobs.staffResults')}>
          {found.length === 0 && !users.isLoading && (
            <li>
              <Muted>{t('jobs.noStaffFound')}</Muted>
            </li>
          )}
          {found.map((person) => (
            <li key={person._id}>
              <Choice
                type="button"
                onClick={() => {
                  onChoose({ _id: person._id, name: person.name });
                  setText('');
                }}
              >
                <Avatar name={person.name} picture={person.picture} size={20} />
                {person.name}
              </Choice>
            </li>
          ))}
        </Results>
      )}
      {user !== 'everyone' && (
        <Chosen>
          <span>{userName ?? t('jobs.filteredByUser')}</span>
          <Button size="sm" variant="link" onClick={() => onChoose(null)}>
            {t('jobs.showEveryone')}
          </Button>
        </Chosen>
      )}
    </div>
  );
}
