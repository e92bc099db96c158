/**
 * One cover of the grid: the picture (opens the gallery), the platforms it is chosen for, its rating, and — for
 * who may — the handle that moves it in the order, replace the image (with progress), its versions, and delete
 * after a confirmation (the PMs).
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Button, UploadButton } from 'shared-ui';
import { useProjectsT } from '../i18n';
import { ConfirmModal } from '../scenes';
import { deleteCover } from './api/delete-cover';
import { rateCover } from './api/rate-cover';
import { replaceCover } from './api/replace-cover';
import { selectCover } from './api/select-cover';
import type { Cover, MediaAction, Platform } from './api/types';
import type { SortableBits } from 'shared-ui/sortable';
import { useMediaCall } from './api/use-media-call';
import { useOptimisticToggles } from 'shared-api';
import { COVER_MAX_BYTES } from './api/upload-cover';
import { chosenAsShown, PlatformToggles } from './PlatformToggles';
import { Rating } from './Rating';
import { pictureSize } from '../project-shared';

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
`;
const Picture = styled.button`
  display: block;
  padding: 0;
  border: 0;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  cursor: zoom-in;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export function CoverCard({
  projectId,
  cover,
  number,
  actions,
  onOpen,
  onVersions,
  sortable,
}: {
  projectId: string;
  cover: Cover;
  number: number;
  actions: readonly MediaAction[];
  onOpen(): void;
  onVersions(): void;
  /** Given when the covers may be reordered. */
  sortable?: SortableBits;
}) {
  const t = useProjectsT();
  const call = useMediaCall(projectId);
  // My rating shows at once; presses go one at a time (issue 28).
  const rating = useOptimisticToggles((_key, value: number) => call.run('rate', () => rateCover(projectId, cover._id, value)));
  // So do the platforms it is chosen for, sent as the value wanted (issue 28).
  const platforms = useOptimisticToggles((platform, value: boolean) =>
    call.run('select', () => selectCover(projectId, cover._id, platform as Platform, value)),
  );
  const shownPlatforms = chosenAsShown(cover, platforms.valueOf);
  const [progress, setProgress] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const editable = actions.includes('edit');
  const curates = actions.includes('curate');

  const replace = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > COVER_MAX_BYTES) {
      await call.run('replace', () => Promise.reject(new Error(t('media.covers.tooLarge', { name: file.name }))));
      return;
    }
    setProgress(0);
    await call.run('replace', () => replaceCover(projectId, cover._id, file, setProgress));
    setProgress(null);
  };

  return (
    <Card ref={sortable?.ref} style={sortable?.style} aria-label={t('media.covers.cover', { n: number })}>
      <Picture type="button" onClick={onOpen} aria-label={t('media.covers.open', { n: number })}>
        <img src={cover.image.small} {...pictureSize(cover.image)} alt="" loading="lazy" />
      </Picture>
      {progress !== null && (
        <progress value={progress} max={1} aria-label={t('media.covers.uploading', { name: cover.image.name })} />
      )}
      <PlatformToggles
        chosen={shownPlatforms}
        editable={curates}
        label={(platform) => t('media.covers.select', { n: number, platform })}
        onToggle={(platform) => platforms.set(platform, !shownPlatforms[platform])}
      />
      <Rating
        score={cover.score}
        ratingCount={cover.ratingCount}
        myRating={rating.valueOf('mine', cover.myRating)}
        label={`${t('media.rating.label')}: ${t('media.covers.cover', { n: number })}`}
        editable={editable}
        onRate={(value) => rating.set('mine', value)}
      />
      <Actions>
        {sortable?.handle}
        {editable && (
          <UploadButton
            label={t('media.covers.replace')}
            buttonLabel={t('media.covers.replaceLabel', { n: number })}
            icon={null}
            accept="image/jpeg,image/png,image/gif,image/webp"
            busy={call.pending === 'replace'}
            onFiles={(files) => void replace(files[0])}
          />
        )}
        <Button size="sm" variant="ghost" aria-label={t('media.covers.versionsLabel', { n: number })} onClick={onVersions}>
          {t('media.covers.versions')}
        </Button>
        {curates && (
          <Button
            size="sm"
            variant="danger"
            aria-label={t('media.covers.deleteLabel', { n: number })}
            onClick={() => setConfirming(true)}
          >
            {t('media.covers.delete')}
          </Button>
        )}
      </Actions>
      <ConfirmModal
        open={confirming}
        question={t('media.covers.deleteConfirm', { n: number })}
        yes={t('media.covers.delete')}
        onYes={() => void call.run('delete', () => deleteCover(projectId, cover._id))}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
