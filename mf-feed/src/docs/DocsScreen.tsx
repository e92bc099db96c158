/** /app/docs: the list titled Documentation, by title, 50 a page; admins get New Doc. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, formatDate, Icon, PagedList, PlainList, ScreenHeading } from 'shared-ui';
import { useFeedT } from '../i18n';
import { docPath, useBlogposts } from './api/get-blogposts';
import { DocFormModal } from './DocFormModal';

const Screen = styled.section`
  padding: ${({ theme }) => theme.space.lg};
`;
const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  a {
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function DocsScreen() {
  const t = useFeedT();
  const docs = useBlogposts();
  const [writing, setWriting] = useState(false);
  const canWrite = docs.pages?.[0]?.canWrite ?? false;

  return (
    <Screen aria-labelledby="docs-heading">
      <ScreenHeading
        id="docs-heading"
        aside={
          canWrite && (
            <Button variant="primary" onClick={() => setWriting(true)}>
              <Icon name="pencil" /> {t('docs.newDoc')}
            </Button>
          )
        }
      >
        {t('docs.title')}
      </ScreenHeading>
      <PagedList load={docs} empty={t('nothingHere')} loadMoreLabel={t('docs.loadMore')}>
        <PlainList aria-label={t('docs.docs')}>
          {docs.items.map((doc) => (
            <Row key={doc._id}>
              <Link to={docPath(doc)}>{doc.title}</Link>
              <small>{t('docs.updated', { when: formatDate(doc.updated) })}</small>
            </Row>
          ))}
        </PlainList>
      </PagedList>
      {writing && <DocFormModal doc={null} onClose={() => setWriting(false)} />}
    </Screen>
  );
}
