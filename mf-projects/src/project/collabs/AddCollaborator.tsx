/**
 * Add a collaborator by e-mail (`editCollabs`): an existing user is added, an unknown address gets an invitation
 * (the server says which). An empty field only takes the focus (spec doc 2 section 5). Power users (admins, staff,
 * PMs) also get people suggested as they type: GET /api/users 300 ms after typing stops; choosing one adds them.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { isPower, MENTION_LIMIT, USER_LOOKUP_DEBOUNCE_MS, useSession, useUsers, type Project, type UserRow } from 'shared-api';
import { Avatar, Button, Field, TextInput, useDebouncedValue } from 'shared-ui';
import { useProjectsT } from '../../i18n';
import type { useProjectChange } from '../../project-shared';
import { Muted } from '../../project-shared';

export const ADD_COLLAB_PATH = 'collabs';

const Form = styled.form`
  margin-top: ${({ theme }) => theme.space.md};
`;
const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  > div {
    flex: 1;
    min-width: 0;
    margin-bottom: 0;
  }
`;
const Results = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  max-height: 260px;
  overflow-y: auto;
  li > p {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  }
`;
const Choice = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 0;
  background: none;
  color: inherit;
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.hover};
  }
`;

type Props = { project: Project; change: ReturnType<typeof useProjectChange> };

/**
 * Who to add: the typed e-mail, or a suggested person. Admins' suggestions carry the e-mail; other power users'
 * do not (GET /api/users shows them no e-mails), so those are added by user id.
 */
export type CollaboratorInput = { email: string } | { userId: string };

export function collaboratorInput(person: Pick<UserRow, '_id' | 'email'>): CollaboratorInput {
  return person.email ? { email: person.email } : { userId: person._id };
}

export function AddCollaborator({ project, change }: Props) {
  const t = useProjectsT();
  const user = useSession((state) => state.user);
  const power = isPower(user);
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const resultsId = useId();
  const typed = text.trim();
  const lookup = useDebouncedValue(power ? typed : '', USER_LOOKUP_DEBOUNCE_MS);
  const found = useUsers(lookup ? { lookup, limit: MENTION_LIMIT } : null, { keepPreviousData: true });
  // Suggestions show while there is text (and hide at once when it is cleared, before the debounce catches up).
  const showResults = power && lookup !== '' && typed !== '';
  const collaborators = new Set((project.collabs ?? []).map((collab) => collab._id));
  const people = showResults ? (found.data?.users ?? []).filter((person) => !collaborators.has(person._id)) : [];
  const busy = change.pending === ADD_COLLAB_PATH;

  const add = async (body: CollaboratorInput) => {
    const added = await change.run(ADD_COLLAB_PATH, body);
    if (added) setText('');
    input.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!typed) {
      input.current?.focus();
      return;
    }
    void add({ email: typed });
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={t('page.collabs.addHeading')}>
      <Row>
        <Field label={power ? t('page.collabs.emailOrName') : t('page.collabs.email')}>
          <TextInput
            ref={input}
            value={text}
            inputMode="email"
            autoComplete="off"
            aria-controls={showResults ? resultsId : undefined}
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
        <Button type="submit" loading={busy}>
          {t('page.collabs.add')}
        </Button>
      </Row>
      {showResults && (
        <Results id={resultsId} aria-label={t('page.collabs.found')}>
          {people.length === 0 && !found.isLoading && (
            <li>
              <Muted>{t('page.collabs.noneFound')}</Muted>
            </li>
          )}
          {people.map((person) => (
            <li key={person._id}>
              <Choice
                type="button"
                disabled={busy}
                aria-label={t('page.collabs.addPerson', { name: person.name })}
                onClick={() => void add(collaboratorInput(person))}
              >
                <Avatar name={person.name} picture={person.picture} size={24} />
                <span>{person.name}</span>
              </Choice>
            </li>
          ))}
        </Results>
      )}
    </Form>
  );
}
