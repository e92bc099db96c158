/**
 * The covers box (spec doc 2 "Social media, checklist…"): a grid of the project's covers; who may (canEdit) uploads
 * several at once — five in flight at a time, each with its progress — and files over 60 MB are refused before
 * sending (the server checks size and type again). They also drag covers into the order everyone sees (the handle,
 * or the keyboard). The gallery overlay shows the covers large, with previous and
 * next when there is more than one, and under them the title carousel (the project's titles one at a time, kept while
 * the covers change); the versions side modal lists a cover's uploads.
 */
import { useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { messageOf, toast } from 'shared-api';
import { EmptyState, Lightbox, UploadButton, type GalleryItem } from 'shared-ui';
import { SortableList, type SortableBits } from 'shared-ui/sortable';
import { useProjectsT } from '../i18n';
import { Box } from '../project-shared';
import type { SocialMedia } from './api/types';
import { COVER_MAX_BYTES, COVER_UPLOADS_AT_ONCE, uploadCover } from './api/upload-cover';
import { useMediaCache } from './api/use-media-call';
import { CoverCard } from './CoverCard';
import { CoverVersionsModal } from './CoverVersionsModal';
import { TitleCarousel } from './TitleCarousel';
import { useMediaSort } from './use-media-sort';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;
const Uploads = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(80px, 40%);
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  progress {
    width: 100%;
  }
`;

type Upload = { key: number; name: string; progress: number };

export function CoversBox({ projectId, media }: { projectId: string; media: SocialMedia }) {
  const t = useProjectsT();
  const cache = useMediaCache(projectId);
  const nextKey = useRef(0);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [gallery, setGallery] = useState<number | null>(null);
  const [titleIndex, setTitleIndex] = useState(0);
  const [versionsOf, setVersionsOf] = useState<number | null>(null);
  const editable = media.actions.includes('edit');
  const sort = useMediaSort(projectId, 'covers');
  const ids = useMemo(() => media.covers.map((cover) => cover._id), [media.covers]);

  const items: GalleryItem[] = useMemo(
    () =>
      media.covers.map((cover, index) => ({
        id: cover._id,
        type: 'image',
        url: cover.image.large,
        downloadUrl: cover.image.large,
        title: t('media.covers.cover', { n: index + 1 }),
      })),
    [media.covers, t],
  );

  const uploadOne = async (file: File) => {
    if (file.size > COVER_MAX_BYTES) {
      toast.error(t('media.covers.tooLarge', { name: file.name }));
      return;
    }
    const key = nextKey.current++;
    setUploads((list) => [...list, { key, name: file.name, progress: 0 }]);
    try {
      const answer = await uploadCover(projectId, file, (progress) =>
        setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, progress } : upload))),
      );
      await cache.put(answer.media);
      toast.success(answer.message);
    } catch (error) {
      toast.error(`${file.name}: ${messageOf(error)}`);
    } finally {
      setUploads((list) => list.filter((upload) => upload.key !== key));
    }
  };

  /** Five files in flight at a time; the section is read again once all are in (answers may arrive out of order). */
  const uploadAll = async (files: File[]) => {
    const queue = [...files];
    const worker = async () => {
      for (let file = queue.shift(); file; file = queue.shift()) await uploadOne(file);
    };
    await Promise.all(Array.from({ length: Math.min(COVER_UPLOADS_AT_ONCE, files.length) }, worker));
    void cache.reload();
  };

  /** The cover at `index` of the server's list, shown at 1-based `place`. */
  const card = (index: number, place: number, sortable: SortableBits) => (
    <CoverCard
      projectId={projectId}
      cover={media.covers[index]}
      number={place}
      actions={media.actions}
      onOpen={() => setGallery(index)}
      onVersions={() => setVersionsOf(index)}
      sortable={sortable}
    />
  );
  const list = (
    <SortableList
      ids={ids}
      sortable={editable}
      layout="grid"
      {...sort}
      renderList={(items) => <Grid>{items}</Grid>}
      renderItem={(id, place, sortable) => card(ids.indexOf(id), place, sortable)}
    />
  );

  return (
    <Box
      title={t('media.covers.heading')}
      actions={
        editable && (
          <UploadButton
            label={t('media.covers.upload')}
            multiple
            accept="image/jpeg,image/png,image/gif,image/webp"
            data-testid="cover-files"
            onFiles={(files) => void uploadAll(files)}
          />
        )
      }
    >
      {uploads.length > 0 && (
        <Uploads aria-live="polite">
          {uploads.map((upload) => (
            <li key={upload.key}>
              <span>{t('media.covers.uploading', { name: upload.name })}</span>
              <progress value={upload.progress} max={1} aria-label={t('media.covers.uploading', { name: upload.name })} />
            </li>
          ))}
        </Uploads>
      )}
      {media.covers.length === 0 ? <EmptyState message={t('media.covers.empty')} /> : list}
      <Lightbox
        open={gallery !== null}
        items={items}
        initialIndex={gallery ?? 0}
        onClose={() => setGallery(null)}
        caption={
          media.titles.length > 0 && <TitleCarousel titles={media.titles} index={titleIndex} onIndexChange={setTitleIndex} />
        }
      />
      <CoverVersionsModal
        projectId={projectId}
        coverId={versionsOf === null ? null : (media.covers[versionsOf]?._id ?? null)}
        coverNumber={(versionsOf ?? 0) + 1}
        onClose={() => setVersionsOf(null)}
      />
    </Box>
  );
}
