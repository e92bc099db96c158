/**
 * The platforms a cover or title is chosen for: the PMs press a platform to choose it there (the others lose it) or
 * press it again to unchoose it; everyone else sees the chosen platforms as badges. The card shows a press at once
 * (`chosenAsShown` over its `useOptimisticToggles`), so the buttons never wait.
 */
import styled from 'styled-components';
import { Badge, Button } from 'shared-ui';
import { useProjectsT } from '../i18n';
import { PLATFORMS, type Platform } from './api/types';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The platforms as the card shows them: a press on its way, else what the server saved. */
export function chosenAsShown(
  saved: Record<Platform, boolean>,
  valueOf: (platform: string, saved: boolean) => boolean,
): Record<Platform, boolean> {
  return Object.fromEntries(PLATFORMS.map((platform) => [platform, valueOf(platform, saved[platform])])) as Record<
    Platform,
    boolean
  >;
}

export function PlatformToggles({
  chosen,
  editable,
  label,
  onToggle,
}: {
  chosen: Record<Platform, boolean>;
  editable: boolean;
  /** Names each button ("Use cover 2 on YouTube"). */
  label(platform: string): string;
  onToggle(platform: Platform): void;
}) {
  const t = useProjectsT();
  if (!editable) {
    const on = PLATFORMS.filter((platform) => chosen[platform]);
    if (on.length === 0) return null;
    return (
      <Row aria-label={t('media.covers.selected')}>
        {on.map((platform) => (
          <Badge key={platform} tone="success">
            {t(`media.platforms.${platform}`)}
          </Badge>
        ))}
      </Row>
    );
  }
  return (
    <Row>
      {PLATFORMS.map((platform) => (
        <Button
          key={platform}
          size="sm"
          variant={chosen[platform] ? 'primary' : 'secondary'}
          aria-pressed={chosen[platform]}
          aria-label={label(t(`media.platforms.${platform}`))}
          onClick={() => onToggle(platform)}
        >
          {t(`media.platforms.${platform}`)}
        </Button>
      ))}
    </Row>
  );
}
