/**
 * One title: its text (edited in place by who may, Save or Cancel, Escape cancels; the handle that moves it in the
 * order beside it), the sensitive-terms mark, its
 * rating, the platforms it is chosen for, its demonetized marks (Facebook, YouTube) and delete after a
 * confirmation — choosing, marking and deleting are the PMs'.
 */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Badge, Button, Checkbox, Icon, TextInput } from 'shared-ui';
import { useProjectsT } from '../i18n';
import { ConfirmModal } from '../scenes';
import { changeTitle } from './api/change-title';
import { deleteTitle } from './api/delete-title';
import { demonTitle } from './api/demon-title';
import { rateTitle } from './api/rate-title';
import { selectTitle } from './api/select-title';
import { DEMON_PLATFORMS, type DemonPlatform, type MediaAction, type Platform, type Title } from './api/types';
import { useMediaCall } from './api/use-media-call';
import { useOptimisticToggles } from 'shared-api';
import type { SortableBits } from 'shared-ui/sortable';
import { chosenAsShown, PlatformToggles } from './PlatformToggles';
import { Rating } from './Rating';

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
`;
const Text = styled.p`
  margin: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
const Editor = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  input {
    flex: 1 1 200px;
    min-width: 0;
  }
`;

export function TitleItem({
  projectId,
  title,
  number,
  actions,
  sortable,
}: {
  projectId: string;
  title: Title;
  number: number;
  actions: readonly MediaAction[];
  /** Given when the titles may be reordered. */
  sortable?: SortableBits;
}) {
  const t = useProjectsT();
  const call = useMediaCall(projectId);
  // My rating shows at once; presses go one at a time (issue 28).
  const rating = useOptimisticToggles((_key, value: number) => call.run('rate', () => rateTitle(projectId, title._id, value)));
  // So do its platforms and demonetized marks (keys `select/{platform}`, `demon/{platform}`), sent as the value wanted.
  const marks = useOptimisticToggles((key, value: boolean) => {
    const [what, platform] = key.split('/');
    return what === 'demon'
      ? call.run('demon', () => demonTitle(projectId, title._id, platform as DemonPlatform, value))
      : call.run('select', () => selectTitle(projectId, title._id, platform as Platform, value));
  });
  const shownPlatforms = chosenAsShown(title, (platform, saved) => marks.valueOf(`select/${platform}`, saved));
  const [draft, setDraft] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const editable = actions.includes('edit');
  const curates = actions.includes('curate');
  const platformName = (platform: string) => t(`media.platforms.${platform}`);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (draft === null) return;
    const text = draft.trim();
    if (!text) return;
    if (text === title.text) {
      setDraft(null);
      return;
    }
    if (await call.run('change', () => changeTitle(projectId, title._id, text))) setDraft(null);
  };

  return (
    <Item ref={sortable?.ref} style={sortable?.style}>
      {draft !== null ? (
        <Editor onSubmit={(event) => void save(event)}>
          <TextInput
            aria-label={t('media.titles.textLabel', { n: number })}
            value={draft}
            autoFocus
            maxLength={300}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                setDraft(null);
              }
            }}
          />
          <Button type="submit" size="sm" variant="primary" disabled={!draft.trim()} loading={call.pending === 'change'}>
            {t('media.titles.save')}
          </Button>
          <Button size="sm" onClick={() => setDraft(null)}>
            {t('media.titles.cancel')}
          </Button>
        </Editor>
      ) : (
        <Row>
          {sortable?.handle}
          <Text>{title.text}</Text>
          {title.sensitive && (
            <Badge tone="warning">
              <Icon name="megaphone" /> {t('media.titles.sensitive')}
            </Badge>
          )}
        </Row>
      )}
      <Rating
        score={title.score}
        ratingCount={title.ratingCount}
        myRating={rating.valueOf('mine', title.myRating)}
        label={`${t('media.rating.label')}: ${t('media.titles.textLabel', { n: number })}`}
        editable={editable}
        onRate={(value) => rating.set('mine', value)}
      />
      <PlatformToggles
        chosen={shownPlatforms}
        editable={curates}
        label={(platform) => t('media.titles.select', { n: number, platform })}
        onToggle={(platform) => marks.set(`select/${platform}`, !shownPlatforms[platform])}
      />
      <Row>
        {DEMON_PLATFORMS.map((platform) => {
          const marked = marks.valueOf(`demon/${platform}`, platform === 'fb' ? title.fbDemon : title.ytDemon);
          if (curates) {
            return (
              <Checkbox
                key={platform}
                label={t('media.titles.demon', { platform: platformName(platform) })}
                aria-label={t('media.titles.demonLabel', { n: number, platform: platformName(platform) })}
                checked={marked}
                onChange={() => marks.set(`demon/${platform}`, !marked)}
              />
            );
          }
          return marked ? (
            <Badge key={platform} tone="danger">
              {t('media.titles.demonetized', { platform: platformName(platform) })}
            </Badge>
          ) : null;
        })}
      </Row>
      {(editable || curates) && draft === null && (
        <Row>
          {editable && (
            <Button size="sm" aria-label={t('media.titles.editLabel', { n: number })} onClick={() => setDraft(title.text)}>
              {t('media.titles.edit')}
            </Button>
          )}
          {curates && (
            <Button
              size="sm"
              variant="danger"
              aria-label={t('media.titles.deleteLabel', { n: number })}
              onClick={() => setConfirming(true)}
            >
              {t('media.titles.delete')}
            </Button>
          )}
        </Row>
      )}
      <ConfirmModal
        open={confirming}
        question={t('media.titles.deleteConfirm', { title: title.text })}
        yes={t('media.titles.delete')}
        onYes={() => void call.run('delete', () => deleteTitle(projectId, title._id))}
        onClose={() => setConfirming(false)}
      />
    </Item>
  );
}
