/**
 * The Bravo board (`/bravo`, linked for the storyboard role): my drawings (scene images I uploaded) that other people
 * liked, most recently liked first, 24 at a time with Load More; a click opens the gallery (arrows and the keyboard
 * move through the loaded drawings). Empty: "Here will appear your drawings liked by other people".
 */
import { useState } from 'react';
import styled from 'styled-components';
import { formatNumber, Lightbox, PagedList, type GalleryItem } from 'shared-ui';
import { useProjectsT } from '../i18n';
import { useBravo } from './api/get-bravo';
import './strings';
import { pictureSize } from '../project-shared';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 160px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  button {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    width: 100%;
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    text-align: start;
    cursor: zoom-in;
  }
  img {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function BravoBoard() {
  const t = useProjectsT();
  const load = useBravo();
  const [open, setOpen] = useState<number | null>(null);
  const drawings = load.items;
  const gallery: GalleryItem[] = drawings.map((drawing) => ({
    id: drawing.sceneId,
    type: 'image',
    url: drawing.image.large,
    title: t('bravo.drawing', { project: drawing.projectTitle, n: drawing.position + 1 }),
  }));

  return (
    <section aria-labelledby="bravo-heading">
      <h1 id="bravo-heading">{t('bravo.heading')}</h1>
      <Intro>{t('bravo.intro')}</Intro>
      <PagedList load={load} empty={t('bravo.empty')} loadMoreLabel={t('bravo.loadMore')}>
        <Grid>
          {drawings.map((drawing, index) => {
            const name = { project: drawing.projectTitle, n: drawing.position + 1 };
            return (
              <li key={drawing.sceneId}>
                {/* Named by what it shows (the drawing and its likes); a click opens it in the gallery. */}
                <button type="button" onClick={() => setOpen(index)} title={t('bravo.open', name)}>
                  <img src={drawing.image.small} {...pictureSize(drawing.image)} alt="" loading="lazy" />
                  <span>{t('bravo.drawing', name)}</span>{' '}
                  <small>{t('bravo.likes', { count: formatNumber(drawing.likes) })}</small>
                </button>
              </li>
            );
          })}
        </Grid>
      </PagedList>
      <Lightbox open={open !== null} items={gallery} initialIndex={open ?? 0} onClose={() => setOpen(null)} />
    </section>
  );
}
