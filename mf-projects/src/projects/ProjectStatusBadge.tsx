import styled from 'styled-components';
import type { ProjectStatus } from 'shared-api';
import { Badge, statusColor } from 'shared-ui';
import { useLabelsT } from '../i18n';

// The status colours of the spec (production red, finalizing and ready amber, launched green) as a solid pill.
const Pill = styled(Badge)<{ $status: string }>`
  background: ${({ $status }) => statusColor($status)};
  color: ${({ theme }) => theme.colors.textInverse};
`;

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const labels = useLabelsT();
  return (
    <Pill solid $status={status}>
      {labels(`projectStatus.${status}`, { defaultValue: status })}
    </Pill>
  );
}
