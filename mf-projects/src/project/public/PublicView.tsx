/**
 * A published project as an anonymous visitor (or anyone outside it) reads it (issue 28; DECISIONS "readable,
 * read-only, by anonymous visitors"): its scenes with their images, sketches and storyboard frames, the covers and
 * titles chosen per platform and the embedded videos — read only, from one call whose answer the server whitelists.
 * The public comments (and "Post as Anonymous") open from the header's comments button. Its own chunk: members never
 * download it.
 */
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { EmptyState, ErrorPanel, Lightbox, Loading, translateMessage, type GalleryItem } from 'shared-ui';
import { useProjectsT } from '../../i18n';
import { usePublicView, type PublicScene, type PublicView as View } from '../api/get-public-view';
import { Box, pictureSize, Prose } from '../../project-shared';
import './strings';

type Platform = 'fb' | 'yt' | 'pr';

const Scenes = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;
const Pictures = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0;
  img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;
const ImageButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
  max-width: 100%;
  min-height: 24px;
`;
/** A grid of pictures at least `$min` pixels wide each. */
const Grid = styled.ul<{ $min: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  figure {
    margin: 0;
  }
  img {
    width: 100%;
    height: auto;
    display: block;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;
const Player = styled.iframe`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  border: 0;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export default function PublicView({ projectId }: { projectId: string }) {
  const { data, error, isLoading, mutate } = usePublicView(projectId);
  if (!data) {
    if (isLoading) return <Loading />;
    return <ErrorPanel message={error && translateMessage(error.message)} onRetry={() => void mutate()} />;
  }
  const view = data.publicView;
  return (
    <>
      <PublicScenes scenes={view.scenes} />
      <ChosenMedia view={view} />
      <Videos view={view} />
    </>
  );
}

function PublicScenes({ scenes }: { scenes: PublicScene[] }) {
  const t = useProjectsT();
  const [open, setOpen] = useState<number | null>(null);
  const images: GalleryItem[] = useMemo(
    () =>
      scenes.flatMap((scene) =>
        scene.image
          ? [
              {
                id: scene._id,
                type: 'image' as const,
                url: scene.image.large,
                title: t('public.scene', { n: scene.position + 1 }),
              },
            ]
          : [],
      ),
    [scenes, t],
  );
  return (
    <Box title={t('public.scenes')}>
      {scenes.length === 0 ? (
        <EmptyState message={t('public.noScenes')} />
      ) : (
        <Scenes>
          {scenes.map((scene) => {
            const n = scene.position + 1;
            return (
              <li key={scene._id}>
                <article aria-label={t('public.scene', { n })}>
                  <h3>{t('public.scene', { n })}</h3>
                  {(scene.image || scene.sketch) && (
                    <Pictures>
                      {scene.image && (
                        <ImageButton
                          type="button"
                          aria-label={t('public.open', { n })}
                          onClick={() => setOpen(images.findIndex((image) => image.id === scene._id))}
                        >
                          <img
                            src={scene.image.small}
                            {...pictureSize(scene.image)}
                            alt={t('public.image', { n })}
                            loading="lazy"
                          />
                        </ImageButton>
                      )}
                      {scene.sketch && (
                        <img
                          src={scene.sketch.small}
                          {...pictureSize(scene.sketch)}
                          alt={t('public.sketch', { n })}
                          loading="lazy"
                        />
                      )}
                    </Pictures>
                  )}
                  {scene.text && <Prose>{scene.text}</Prose>}
                  {scene.frames.length > 0 && (
                    <Grid $min={120} aria-label={t('public.frames', { n })}>
                      {scene.frames.map((frame, index) => (
                        <li key={frame.fileId}>
                          <img src={frame.thumb} alt={t('public.frame', { n, m: index + 1 })} loading="lazy" />
                        </li>
                      ))}
                    </Grid>
                  )}
                </article>
              </li>
            );
          })}
        </Scenes>
      )}
      <Lightbox open={open !== null} items={images} initialIndex={open ?? 0} onClose={() => setOpen(null)} />
    </Box>
  );
}

function ChosenMedia({ view }: { view: View }) {
  const t = useProjectsT();
  const names = (platforms: Platform[]) => platforms.map((platform) => t(`public.platforms.${platform}`)).join(', ');
  if (view.covers.length === 0 && view.titles.length === 0) return null;
  return (
    <Box title={t('public.covers')}>
      {view.covers.length > 0 && (
        <Grid $min={200}>
          {view.covers.map((cover) => (
            <li key={cover.image.fileId}>
              <figure>
                <img
                  src={cover.image.small}
                  {...pictureSize(cover.image)}
                  alt={t('public.cover', { platforms: names(cover.platforms) })}
                  loading="lazy"
                />
                <figcaption>{names(cover.platforms)}</figcaption>
              </figure>
            </li>
          ))}
        </Grid>
      )}
      {view.titles.map((title) => (
        <div key={`${title.platforms.join()}-${title.text}`}>
          <h3>{t('public.titleFor', { platforms: names(title.platforms) })}</h3>
          <Prose>{title.text}</Prose>
        </div>
      ))}
    </Box>
  );
}

function Videos({ view }: { view: View }) {
  const t = useProjectsT();
  if (view.videos.length === 0) return null;
  return (
    <Box title={t('public.video')}>
      {view.videos.map((video) => (
        <Player
          key={video.platform}
          src={video.url}
          title={t('public.player', { platform: t(`public.platforms.${video.platform}`) })}
          allow="encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ))}
    </Box>
  );
}
