/**
 * A project status with its colour and icon (spec doc 2 section 4): production red; finalizing and ready amber;
 * launched green; the others neutral. Icons: file new, document script writing, image storyboarding, video
 * production and finalizing, check ready and launched (on hold and trash, which the spec leaves open: a circle and a
 * cross).
 */
import styled from 'styled-components';
import type { ProjectStatus, ProjectStatusName } from 'shared-api';
import { Badge, Icon, statusColor, type IconName } from 'shared-ui';
import { useLabelsT } from '../../i18n';

export const STATUS_ICONS: Record<ProjectStatusName, IconName> = {
  new: 'file',
  'script-writing': 'document',
  storyboarding: 'image',
  production: 'video',
  finalizing: 'video',
  ready: 'check',
  launched: 'check',
  onhold: 'circle',
  trash: 'close',
};

const Pill = styled(Badge)<{ $status: string; $large: boolean }>`
  background: ${({ $status }) => statusColor($status)};
  color: ${({ theme }) => theme.colors.textInverse};
  ${({ $large, theme }) => ($large ? `font-size: ${theme.fontSizes.md}; min-height: 28px; padding: 0 ${theme.space.md};` : '')}
`;

export function StatusBadge({ status, large = false }: { status: ProjectStatus; large?: boolean }) {
  const labels = useLabelsT();
  return (
    <Pill solid $status={status} $large={large} data-status={status}>
      <Icon name={STATUS_ICONS[status] ?? 'circle'} />
      {labels(`projectStatus.${status}`, { defaultValue: status })}
    </Pill>
  );
}
