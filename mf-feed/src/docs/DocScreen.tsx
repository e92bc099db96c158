/**
 * /app/docs/{docId} (an id or the doc's address): the doc's title, author and date, its HTML body (rendered and
 * sanitised on the server, so it is inserted as is), its files to download, and the side list of every doc.
 * Admins get the doc menu: Edit (the doc form) and Delete (after "You sure you want to delete this doc?").
 */
import { useRef, useState } from 'react';
import { Link, NavLink, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { downloadFile, notifyChanged, toast, type Blogpost } from 'shared-api';
import {
  Button,
  EmptyState,
  ErrorPanel,
  formatDate,
  Icon,
  Loading,
  Menu,
  Modal,
  PagedList,
  ScreenHeading,
  SideColumnLayout,
  SideNav,
  sideNavLink,
  translateMessage,
} from 'shared-ui';
import { useFeedT } from '../i18n';
import { deleteBlogpost } from './api/delete-blogpost';
import { useBlogpost } from './api/get-blogpost';
import { docPath, useBlogposts } from './api/get-blogposts';
import { DocFormModal } from './DocFormModal';

const DocLink = styled(NavLink)`
  ${sideNavLink}
  overflow-wrap: anywhere;
`;
const Byline = styled.p`
  margin-top: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Body = styled.div`
  overflow-wrap: anywhere;
  img {
    max-width: 100%;
    height: auto;
  }
  pre {
    overflow-x: auto;
  }
`;
const FileList = styled.ul`
  list-style: none;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

function SideList() {
  const t = useFeedT();
  const docs = useBlogposts();
  return (
    <SideNav aria-labelledby="docs-side-heading">
      <h2 id="docs-side-heading">
        <Link to="/app/docs">{t('docs.title')}</Link>
      </h2>
      <PagedList load={docs} empty={t('nothingHere')} loadMoreLabel={t('docs.loadMore')}>
        <ul>
          {docs.items.map((doc) => (
            <li key={doc._id}>
              <DocLink to={docPath(doc)}>{doc.title}</DocLink>
            </li>
          ))}
        </ul>
      </PagedList>
    </SideNav>
  );
}

function DocMenu({ doc }: { doc: Blogpost }) {
  const t = useFeedT();
  const navigate = useNavigate();
  const cancel = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    setDeleting(true);
    try {
      const { message } = await deleteBlogpost(doc._id);
      toast.success(translateMessage(message));
      setConfirming(false);
      navigate('/app/docs');
      await notifyChanged('blogposts');
    } catch {
      // The client already showed the server's message.
    } finally {
      setDeleting(false);
    }
  };

  const items = [
    ...(doc.actions.includes('edit') ? [{ id: 'edit', label: t('docs.edit'), onSelect: () => setEditing(true) }] : []),
    ...(doc.actions.includes('delete')
      ? [{ id: 'delete', label: t('docs.delete'), danger: true, onSelect: () => setConfirming(true) }]
      : []),
  ];
  if (items.length === 0) return null;
  return (
    <>
      <Menu label={t('docs.menu')} items={items} align="end" />
      {editing && <DocFormModal doc={doc} onClose={() => setEditing(false)} />}
      <Modal
        open={confirming}
        size="sm"
        onClose={() => setConfirming(false)}
        title={t('docs.deleteQuestion')}
        initialFocusRef={cancel}
        footer={
          <>
            <Button ref={cancel} onClick={() => setConfirming(false)}>
              {t('docs.cancel')}
            </Button>
            <Button variant="danger" loading={deleting} onClick={() => void remove()}>
              {t('docs.delete')}
            </Button>
          </>
        }
      />
    </>
  );
}

function DocView({ idOrSlug }: { idOrSlug: string }) {
  const t = useFeedT();
  const { data, error, isLoading, mutate } = useBlogpost(idOrSlug);
  if (isLoading) return <Loading />;
  if (error?.status === 404 || (!data && !error)) {
    return (
      <div>
        <EmptyState message={t('docs.notFound')} />
        <Link to="/app/docs">{t('docs.backToDocs')}</Link>
      </div>
    );
  }
  if (error || !data) return <ErrorPanel message={translateMessage(error?.message ?? '')} onRetry={() => void mutate()} />;
  const doc = data.blogpost;
  return (
    <article aria-labelledby="doc-heading">
      <ScreenHeading id="doc-heading" aside={<DocMenu doc={doc} />}>
        {doc.title}
      </ScreenHeading>
      <Byline>
        {doc.user
          ? t('docs.byline', { name: doc.user.name, when: formatDate(doc.updated) })
          : t('docs.updated', { when: formatDate(doc.updated) })}
      </Byline>
      {/* Rendered from markdown and sanitised on the server (services/markdown.ts): no script survives. */}
      <Body dangerouslySetInnerHTML={{ __html: doc.bodyHtml }} />
      {doc.files.length > 0 && (
        <section aria-labelledby="doc-files-heading">
          <h2 id="doc-files-heading">{t('docs.files')}</h2>
          <FileList>
            {doc.files.map((file) => (
              <li key={file.id}>
                <Button size="sm" aria-label={t('docs.download', { name: file.name })} onClick={() => void downloadFile(file)}>
                  <Icon name="file" /> {file.name}
                </Button>
              </li>
            ))}
          </FileList>
        </section>
      )}
    </article>
  );
}

export function DocScreen() {
  const { docId = '' } = useParams();
  return (
    <SideColumnLayout side="start">
      <SideList />
      <DocView key={docId} idOrSlug={docId} />
    </SideColumnLayout>
  );
}
