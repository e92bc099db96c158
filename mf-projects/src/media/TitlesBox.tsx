/**
 * The titles box: the project's titles in their order; who may (canEdit) adds one (not blank, trimmed, last in the
 * order) and drags titles into the order everyone sees (the handle, or the keyboard).
 */
import { useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, EmptyState, Field, TextInput } from 'shared-ui';
import { SortableList, type SortableBits } from 'shared-ui/sortable';
import { useProjectsT } from '../i18n';
import { Box } from '../project-shared';
import { addTitle } from './api/add-title';
import type { SocialMedia } from './api/types';
import { useMediaCall } from './api/use-media-call';
import { TitleItem } from './TitleItem';
import { useMediaSort } from './use-media-sort';

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
  const sort = useMediaSort(projectId, 'titles');
  const ids = useMemo(() => media.titles.map((title) => title._id), [media.titles]);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const title = text.trim();
    if (!title) return;
    if (await call.run('add', () => addTitle(projectId, title))) setText('');
  };

  /** The title at `index` of the server's list, shown at 1-based `place`. */
  const item = (index: number, place: number, sortable: SortableBits) => (
    <TitleItem projectId={projectId} title={media.titles[index]} number={place} actions={media.actions} sortable={sortable} />
  );
  const list = (
    <SortableList
      ids={ids}
      sortable={editable}
      {...sort}
      renderList={(items) => <List>{items}</List>}
      renderItem={(id, place, sortable) => item(ids.indexOf(id), place, sortable)}
    />
  );

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
      {media.titles.length === 0 ? <EmptyState message={t('media.titles.empty')} /> : list}
    </Box>
  );
}
