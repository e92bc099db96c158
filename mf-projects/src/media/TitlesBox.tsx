/** The titles box: the project's titles, oldest first; who may (canEdit) adds one (not blank, trimmed). */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, EmptyState, Field, TextInput } from 'shared-ui';
import { useProjectsT } from '../i18n';
import { Box } from '../project';
import { addTitle } from './api/add-title';
import type { SocialMedia } from './api/types';
import { useMediaCall } from './api/use-media-call';
import { TitleItem } from './TitleItem';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  > :first-child {
    flex: 1 1 220px;
    min-width: 0;
  }
`;
const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export function TitlesBox({ projectId, media }: { projectId: string; media: SocialMedia }) {
  const t = useProjectsT();
  const call = useMediaCall(projectId);
  const [text, setText] = useState('');
  const editable = media.actions.includes('edit');

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const title = text.trim();
    if (!title) return;
    if (await call.run('add', () => addTitle(projectId, title))) setText('');
  };

  return (
    <Box title={t('media.titles.heading')}>
      {editable && (
        <Form onSubmit={(event) => void add(event)}>
          <Field label={t('media.titles.new')}>
            <TextInput value={text} maxLength={300} onChange={(event) => setText(event.target.value)} />
          </Field>
          <Button type="submit" variant="primary" disabled={!text.trim()} loading={call.pending === 'add'}>
            {t('media.titles.add')}
          </Button>
        </Form>
      )}
      {media.titles.length === 0 ? (
        <EmptyState message={t('media.titles.empty')} />
      ) : (
        <List>
          {media.titles.map((title, index) => (
            <TitleItem key={title._id} projectId={projectId} title={title} number={index + 1} actions={media.actions} />
          ))}
        </List>
      )}
    </Box>
  );
}
