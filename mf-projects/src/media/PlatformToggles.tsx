/**
 * The platforms a cover or title is chosen for: the PMs press a platform to choose it there (the others lose it) or
 * press it again to unchoose it; everyone else sees the chosen platforms as badges.
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

export function PlatformToggles({
  chosen,
  editable,
  label,
  busy,
  onToggle,
}: {
  chosen: Record<Platform, boolean>;
  editable: boolean;
  /** Names each button ("Use cover 2 on YouTube"). */
  label(platform: string): string;
  busy?: boolean;
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
          disabled={busy}
          onClick={() => onToggle(platform)}
        >
          {t(`media.platforms.${platform}`)}
        </Button>
      ))}
    </Row>
  );
}
